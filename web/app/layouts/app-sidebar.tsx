import type { Me } from '@domain/contracts/accounts';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOutIcon, UserCogIcon } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';
import { BrandMark } from './brand';
import { navItemsFor } from './nav-items';

export function AppSidebar({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const { t, i18n } = useLingui();
  const role = me.profile?.role ?? 'employee';
  const closeOnMobile = () => isMobile && setOpenMobile(false);

  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild>
              <Link to="/app/dashboard" onClick={closeOnMobile}>
                {me.company?.logoUrl ? (
                  // The company's own logo, where its name is (Settings → Company: "Shown to your team").
                  <img
                    src={me.company.logoUrl}
                    alt=""
                    data-slot="company-logo"
                    className="size-8 shrink-0 rounded-md bg-white object-contain"
                  />
                ) : (
                  <BrandMark className="size-8 shrink-0" />
                )}
                <span className="grid min-w-0 text-left leading-tight">
                  {/* i18n-ignore: the product's name */}
                  <span className="truncate font-semibold">Plantel</span>
                  <span className="truncate text-xs text-muted-foreground">{me.company?.name}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupContent>
            <nav aria-label={t({ id: 'nav.main', message: 'Main' })}>
              <SidebarMenu>
                {navItemsFor(role).map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton
                      asChild
                      tooltip={i18n._(item.title)}
                      isActive={pathname.startsWith(item.to)}
                    >
                      <NavLink to={item.to} onClick={closeOnMobile}>
                        <item.icon aria-hidden="true" />
                        <span>{i18n._(item.title)}</span>
                      </NavLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </nav>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <p
          className="truncate px-2 text-xs text-muted-foreground group-data-[collapsible=icon]:hidden"
          title={me.user.email}
        >
          {me.user.email}
        </p>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              asChild
              tooltip={t({ id: 'nav.accountSettings', message: 'Account Settings' })}
              isActive={pathname.startsWith('/app/account')}
            >
              <NavLink to="/app/account" onClick={closeOnMobile}>
                <UserCogIcon aria-hidden="true" />
                <span>
                  <Trans id="nav.accountSettings">Account Settings</Trans>
                </span>
              </NavLink>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip={t({ id: 'nav.signOut', message: 'Sign Out' })} onClick={onSignOut}>
              <LogOutIcon aria-hidden="true" />
              <span>
                <Trans id="nav.signOut">Sign Out</Trans>
              </span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
