import { Trans } from '@lingui/react/macro';
import { LogOutIcon, UserCogIcon } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The header's user menu. Its own chunk (app-header.tsx loads it after the shell's first render): Radix's menu,
 * popper and focus management are ~30 KB of gzip that the first screen does not need until it is opened.
 */
export function UserMenu({
  trigger,
  name,
  email,
  onSignOut,
  defaultOpen,
}: {
  trigger: ReactElement;
  name: string;
  email: string;
  onSignOut: () => void;
  defaultOpen: boolean;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/app/account">
            <UserCogIcon aria-hidden="true" />
            <Trans id="nav.accountSettings">Account Settings</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon aria-hidden="true" />
          <Trans id="nav.signOut">Sign Out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
