// User-visible text written outside Lingui in the folders already converted (web/lib/i18n/converted.json):
// JSX text, visible attributes (`title`, `placeholder`, `aria-label`, `label`… any attribute not in TECHNICAL),
// string arguments of toast(), object properties named like texts (`title: 'Dashboard'`) and `document.title`.
// A literal that is not text for people (a product name, a symbol) is allowed with a comment on the line above
// or the same line: `// i18n-ignore: <why>` (or `{/* i18n-ignore: <why> */}` in JSX).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

const LIST = 'web/lib/i18n/converted.json';

/** Attributes whose strings are for the program, not for people. */
// biome-ignore format: a word list reads better in lines than one word a line
const TECHNICAL = new Set([
  'className', 'class', 'href', 'to', 'src', 'type', 'id', 'name', 'htmlFor', 'key', 'variant', 'size', 'side',
  'align', 'role', 'autoComplete', 'inputMode', 'method', 'rel', 'target', 'mode', 'accept', 'pattern',
  'orientation', 'position', 'defaultValue', 'value', 'form', 'lang', 'dir', 'sizes', 'srcSet', 'viewBox',
  'fill', 'stroke', 'd', 'xmlns', 'as', 'asChild', 'loading', 'decoding', 'theme', 'collapsible', 'sideOffset',
  'defaultTab', 'tab', 'state', 'icon', 'color', 'width', 'height', 'step', 'min', 'max', 'enterKeyHint',
  'aria-hidden', 'aria-live', 'aria-current', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-haspopup',
  'aria-expanded', 'aria-invalid', 'aria-busy', 'aria-orientation', 'spellCheck', 'autoCapitalize', 'redirect',
  'path', 'search', 'hash', 'download', 'style', 'tabIndex', 'testId', 'data-testid', 'captionLayout',
  'focusable', 'strokeLinecap', 'strokeLinejoin', 'scope', 'gap', 'dataKey', 'stackId', 'layout', 'userId', 'table',
]);
/** Object properties and arguments whose strings people read. */
// biome-ignore format: a word list
const TEXT_KEYS = new Set(['title', 'label', 'description', 'message', 'placeholder', 'heading', 'text', 'hint', 'tooltip', 'subtitle', 'caption', 'emptyText', 'summary']);
const hasWords = (s) => /\p{L}{2,}/u.test(s);

/** Lingui's components: the text inside them is the message (extracted into the catalogs). */
const LINGUI_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const elementName = (node) => (node.type === 'JSXElement' ? node.openingElement.name.name : undefined);
/** Lingui's macros and calls: their arguments are messages. */
const LINGUI_CALLS = new Set(['t', 'msg', 'defineMessage', 'plural', 'select', 'selectOrdinal', '_']);
function isLinguiCall(node) {
  if (node.type !== 'CallExpression' && node.type !== 'TaggedTemplateExpression') return false;
  const callee = node.type === 'CallExpression' ? node.callee : node.tag;
  if (callee.type === 'Identifier') return LINGUI_CALLS.has(callee.name);
  return callee.type === 'MemberExpression' && LINGUI_CALLS.has(callee.property.name);
}

function walk(node, visit, ancestors = []) {
  if (!node || typeof node.type !== 'string') return;
  if (LINGUI_ELEMENTS.has(elementName(node)) || isLinguiCall(node)) return;
  visit(node, ancestors[ancestors.length - 1] ?? null);
  const inner = [...ancestors, node];
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit, inner);
    else if (value && typeof value.type === 'string') walk(value, visit, inner);
  }
}

const stringOf = (node) =>
  node?.type === 'StringLiteral'
    ? node.value
    : node?.type === 'TemplateLiteral'
      ? node.quasis.map((q) => q.value.cooked).join(' ')
      : null;

export function literalsIn(file, source) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const lines = source.split('\n');
  const ignored = (line) =>
    /i18n-ignore/.test(lines[line - 1] ?? '') || /i18n-ignore/.test(lines[line - 2] ?? '');
  const found = [];
  const report = (node, what, text) => {
    const line = node.loc.start.line;
    if (!ignored(line))
      found.push(`${file}:${line}: ${what} "${text.trim().slice(0, 60)}" is not translated`);
  };
  walk(ast.program, (node, parent) => {
    if (node.type === 'JSXText' && hasWords(node.value)) report(node, 'text', node.value);
    if (node.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement') {
      const text = stringOf(node.expression);
      if (text && hasWords(text)) report(node, 'text', text);
    }
    if (node.type === 'JSXAttribute') {
      const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
      if (TECHNICAL.has(name) || name.startsWith('data-') || /^on[A-Z]/.test(name)) return;
      const text = stringOf(
        node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value,
      );
      if (text && hasWords(text)) report(node, `attribute ${name}`, text);
    }
    if (node.type === 'ObjectProperty' && !node.computed) {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
      const text = stringOf(node.value);
      if (TEXT_KEYS.has(key) && text && hasWords(text)) report(node, `property ${key}`, text);
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee;
      const isToast =
        (callee.type === 'Identifier' && callee.name === 'toast') ||
        (callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'toast');
      const text = stringOf(node.arguments[0]);
      if (isToast && text && hasWords(text)) report(node, 'toast', text);
    }
    if (
      node.type === 'AssignmentExpression' &&
      node.left.type === 'MemberExpression' &&
      node.left.object.name === 'document' &&
      node.left.property.name === 'title'
    ) {
      const text = stringOf(node.right);
      if (text && hasWords(text)) report(node, 'document.title', text);
    }
  });
  return found;
}

function filesUnder(entry) {
  if (!statSync(entry, { throwIfNoEntry: false })) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)));
}

/** Every literal found in the converted folders and files, as `file:line: …` lines. */
export function findLiterals(list = LIST) {
  const { enforced } = JSON.parse(readFileSync(list, 'utf8'));
  const files = enforced
    .flatMap(filesUnder)
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.gen.ts'))
    // Test helpers render nothing a user sees.
    .filter((f) => !f.startsWith(`web${path.sep}test${path.sep}`));
  return files.flatMap((file) => literalsIn(file, readFileSync(file, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findLiterals();
  console.log(found.join('\n') || 'No literal text in the converted folders.');
  process.exit(found.length ? 1 : 0);
}
