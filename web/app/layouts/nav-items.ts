import type { Role } from '@domain/roles';
import {
  BarChart3Icon,
  CalendarDaysIcon,
  ClockIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailPlusIcon,
  SettingsIcon,
  SheetIcon,
  UsersIcon,
} from 'lucide-react';

export interface NavItem {
  title: string;
  to: string;
  icon: LucideIcon;
  /** Roles that see the entry; absent = everyone. */
  roles?: Role[];
}

/** Sidebar entries of the spec, in its order; admin-only ones are hidden from the others. */
export const NAV_ITEMS: NavItem[] = [
  { title: 'Dashboard', to: '/app/dashboard', icon: LayoutDashboardIcon },
  { title: 'Absences', to: '/app/absences', icon: CalendarDaysIcon },
  { title: 'Time Tracking', to: '/app/time-tracking', icon: ClockIcon },
  { title: 'Team Timesheets', to: '/app/team-timesheets', icon: SheetIcon, roles: ['admin'] },
  // Not in the spec's sidebar list: reports are the product's "reports and analytics" (spec section 1).
  { title: 'Reports', to: '/app/reports', icon: BarChart3Icon, roles: ['admin', 'manager'] },
  { title: 'Invitations', to: '/app/invitations', icon: MailPlusIcon, roles: ['admin'] },
  { title: 'Team', to: '/app/team', icon: UsersIcon },
  { title: 'Settings', to: '/app/settings', icon: SettingsIcon, roles: ['admin'] },
];

export const navItemsFor = (role: Role) =>
  NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
