import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

/**
 * The sidebar on phones: a drawer. Its own chunk (sidebar.tsx loads it on phones only), so that a desktop's first
 * screen does not download Radix's dialog, focus trap and scroll lock.
 */
export function SidebarDrawer({
  open,
  onOpenChange,
  side,
  width,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  width: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-sidebar="sidebar"
        data-slot="sidebar"
        data-mobile="true"
        side={side}
        showCloseButton={false}
        className={cn('w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground', className)}
        style={{ '--sidebar-width': width } as React.CSSProperties}
        {...props}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>
            <Trans id="common.sidebar.title">Sidebar</Trans>
          </SheetTitle>
          <SheetDescription>
            <Trans id="common.sidebar.description">Displays the mobile sidebar.</Trans>
          </SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
