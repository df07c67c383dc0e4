import type { Me } from '@domain/contracts/accounts';
import { displayName, initials } from '@domain/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, lazy, type ReactElement, Suspense, useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';

export function AppHeader({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const name = me.profile ? displayName(me.profile) : me.user.email;
  const { t } = useLingui();
  const company = me.company?.name;
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 h-4" />
      {/* On phones the sidebar is a drawer: the company's logo stays in sight here. */}
      {me.company?.logoUrl && (
        <img
          src={me.company.logoUrl}
          alt={t({ id: 'shell.header.companyLogo', message: `${company} logo` })}
          data-slot="company-logo"
          className="size-7 shrink-0 rounded-md bg-white object-contain md:hidden"
        />
      )}
      <p className="font-semibold">
        <Trans id="shell.header.title">HR Dashboard</Trans>
      </p>
      <div className="ml-auto">
        <UserMenuSlot
          trigger={(props) => (
            // Named by what it shows (WCAG 2.5.3): the person's name, visible from sm up, then what it is.
            <Button variant="ghost" className="h-9 gap-2 px-2" {...props}>
              <Avatar className="size-7" aria-hidden="true">
                {me.profile?.avatarUrl && <AvatarImage src={me.profile.avatarUrl} alt="" />}
                <AvatarFallback className="text-xs">
                  {initials(me.profile ?? { email: me.user.email })}
                </AvatarFallback>
              </Avatar>
              <span className="sr-only sm:not-sr-only">
                <span className="block max-w-40 truncate text-sm">{name}</span>
              </span>
              <span className="sr-only">
                {' '}
                <Trans id="shell.header.userMenu">(User menu)</Trans>
              </span>
            </Button>
          )}
          name={name}
          email={me.user.email}
          onSignOut={onSignOut}
        />
      </div>
    </header>
  );
}

const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The user menu's button at once, its menu when its chunk arrives (it starts downloading with the shell's first
 * render): a click before that opens the menu as soon as it is there.
 */
function UserMenuSlot({
  trigger,
  ...menu
}: {
  trigger: (props: ComponentProps<'button'>) => ReactElement;
  name: string;
  email: string;
  onSignOut: () => void;
}) {
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  return (
    <Suspense
      fallback={trigger({
        'aria-haspopup': 'menu',
        'aria-expanded': openWhenLoaded,
        onClick: () => setOpenWhenLoaded(true),
      })}
    >
      <UserMenu trigger={trigger({})} defaultOpen={openWhenLoaded} {...menu} />
    </Suspense>
  );
}
