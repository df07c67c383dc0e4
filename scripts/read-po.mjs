// Reads the PO catalogs Lingui writes (web/locales): scripts/check-i18n.mjs compares them, e2e/support/i18n.ts
// reads the texts a screen should show in a language.

/** msgid → msgstr of a PO file written by Lingui (explicit ids, no plural forms of gettext). */
export function readPo(text) {
  const entries = new Map();
  const unquote = (s) => JSON.parse(s);
  let id = null;
  let field = null;
  let value = '';
  const flush = () => {
    if (field === 'msgstr' && id !== null && id !== '') entries.set(id, value);
  };
  for (const line of text.split('\n')) {
    const m = /^(msgid|msgstr) (".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgid') {
        flush();
        id = unquote(m[2]);
        field = 'msgid';
      } else {
        field = 'msgstr';
        value = unquote(m[2]);
      }
    } else if (/^".*"$/.test(line)) {
      if (field === 'msgid') id += unquote(line);
      else if (field === 'msgstr') value += unquote(line);
    }
  }
  flush();
  return entries;
}
