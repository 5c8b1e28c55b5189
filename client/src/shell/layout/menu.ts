import DashboardIcon from '@mui/icons-material/Dashboard';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { ComponentType } from 'react';
import { DESK_PATH } from '../../resources/transactions/paymentsDesk';

/**
 * The console's areas, in menu order. Only routes that exist belong here: each later issue adds its
 * area when it adds the page. A `resource` entry is a react-admin resource (its list is the target, its
 * label and icon come from the resource, and it hides when the user may not list it); any other entry
 * is a custom route.
 */
export type MenuEntry = { resource: string } | { to: string; label: string; icon: ComponentType };

export const MENU: MenuEntry[] = [
  { to: '/', label: 'ra.page.dashboard', icon: DashboardIcon },
  { resource: 'clients' },
  { resource: 'accounts' },
  { resource: 'transactions' },
  // The payments desk is /transactions with its quick filter (no route of its own in the spec's table).
  { to: DESK_PATH, label: 'resources.transactions.desk.menu', icon: PaymentsIcon },
  { resource: 'instruments' },
  { resource: 'users' },
  { resource: 'firm' },
];
