// Button looks of the public pages as plain class strings (no class-merging library in the public chunks).
const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-4 h-10 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50';
export const primaryButton = `${BASE} bg-primary text-primary-foreground hover:bg-primary/90`;
export const outlineButton = `${BASE} border bg-background hover:bg-accent hover:text-accent-foreground`;
