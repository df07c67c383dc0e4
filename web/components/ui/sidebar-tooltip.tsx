import type * as React from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A collapsed sidebar's tooltip beside an icon. Its own chunk (sidebar.tsx loads it once the sidebar is collapsed
 * to icons): Radix's tooltip and popper are ~10 KB of gzip an expanded sidebar never uses.
 */
export function SidebarTooltip({
  children,
  content,
}: {
  children: React.ReactElement;
  content: React.ComponentProps<typeof TooltipContent>;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" {...content} />
    </Tooltip>
  );
}
