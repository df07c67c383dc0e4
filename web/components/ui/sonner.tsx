import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

// Sonner's own rich colours are below 4.5:1 for success, info and warning; these use our tokens.
const style = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'var(--success)',
  '--success-text': 'var(--success-foreground)',
  '--success-border': 'color-mix(in oklch, var(--success-foreground) 25%, transparent)',
  '--info-bg': 'var(--info)',
  '--info-text': 'var(--info-foreground)',
  '--info-border': 'color-mix(in oklch, var(--info-foreground) 25%, transparent)',
  '--warning-bg': 'var(--warning)',
  '--warning-text': 'var(--warning-foreground)',
  '--warning-border': 'color-mix(in oklch, var(--warning-foreground) 25%, transparent)',
  '--error-bg': 'color-mix(in oklch, var(--destructive) 6%, var(--background))',
  '--error-text': 'var(--destructive)',
  '--error-border': 'color-mix(in oklch, var(--destructive) 25%, transparent)',
  '--border-radius': 'var(--radius)',
} as React.CSSProperties;

/** Mount once near the root; call `toast()` / `toast.error()` from 'sonner' anywhere. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      richColors
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />,
      }}
      style={style}
      {...props}
    />
  );
}

export { Toaster };
