// A .po catalog imported through @lingui/vite-plugin: compiled messages, ready for i18n.load().
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** True in test builds only (vite.config.ts: PLANTEL_PSEUDO_LOCALE=1, or the dev server): see pseudo.ts. */
declare const __PSEUDO_LOCALE__: boolean;
