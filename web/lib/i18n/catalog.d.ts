// A .po catalog imported through @lingui/vite-plugin: compiled messages, ready for i18n.load().
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
