import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ComponentType } from 'react';

/**
 * An entry of the console's menu. Only routes that exist belong there: each area declares its entries
 * (`menu` in its index.ts) when it adds the page. A `resource` entry is a react-admin resource (its list
 * is the target, its label and icon come from the resource, and it hides when the user may not list
 * it); any other entry is a custom route.
 */
export type MenuEntry = { resource: string } | { to: string; label: string; icon: ComponentType };

/** The menu's first entry; the registry puts every area's entries after it (`MENU` in registry.ts). */
export const DASHBOARD_ENTRY: MenuEntry = { to: '/', label: 'ra.page.dashboard', icon: DashboardIcon };
