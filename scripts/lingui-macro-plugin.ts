// Lingui's macros (`t`, `<Trans>`, `plural` from @lingui/core/macro and @lingui/react/macro) become plain runtime
// calls at build time. Lingui 6 does this natively in its Vite plugin, but needs Node ≥ 22.19 (fs.globSync);
// these machines run Node 20, so Lingui 5's Babel plugin does it here, on the files that import a macro only
// (docs/decisions/0004-i18n-library.md). @rolldown/plugin-babel would do the same and more, but its peer
// dependencies (Babel 8 release candidates) do not install beside Lingui 5's Babel 7.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

const MACRO = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

export function linguiMacros(): Plugin {
  let production = false;
  return {
    name: 'plantel-lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    transform: {
      filter: { id: /\.[jt]sx?$/, code: MACRO },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          // Production bundles carry message ids only: the texts come from the catalogs.
          plugins: [[linguiMacro, { stripMessageField: production }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
