import type { Role } from '@domain/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  /** Rendered with `i18n._(item.title)` in the active language. */
  title: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Roles that see the entry; absent = everyone. */
  roles?: Role[];
}

/** Sidebar entries of the spec, in its order; admin-only ones are hidden from the others. */
export const NAV_ITEMS: NavItem[] = [
  {
    title: msg({ id: 'nav.dashboard', message: 'Dashboard' }),
    to: '/app/dashboard',
    icon: LayoutDashboardIcon,
  },
  { title: msg({ id: 'nav.absences', message: 'Absences' }), to: '/app/absences', icon: CalendarDaysIcon },
  {
    title: msg({ id: 'nav.timeTracking', message: 'Time Tracking' }),
    to: '/app/time-tracking',
    icon: ClockIcon,
  },
  {
    title: msg({ id: 'nav.teamTimesheets', message: 'Team Timesheets' }),
    to: '/app/team-timesheets',
    icon: SheetIcon,
    roles: ['admin'],
  },
  // Not in the spec's sidebar list: reports are the product's "reports and analytics" (spec section 1).
  {
    title: msg({ id: 'nav.reports', message: 'Reports' }),
    to: '/app/reports',
    icon: BarChart3Icon,
    roles: ['admin', 'manager'],
  },
  {
    title: msg({ id: 'nav.invitations', message: 'Invitations' }),
    to: '/app/invitations',
    icon: MailPlusIcon,
    roles: ['admin'],
  },
  { title: msg({ id: 'nav.team', message: 'Team' }), to: '/app/team', icon: UsersIcon },
  {
    title: msg({ id: 'nav.settings', message: 'Settings' }),
    to: '/app/settings',
    icon: SettingsIcon,
    roles: ['admin'],
  },
];

export const navItemsFor = (role: Role) =>
  NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
