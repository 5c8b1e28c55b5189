import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { MessageTable } from '../data/i18nProvider';
import type { ResourceDef } from '../data/resourceDef';
import type { MenuEntry } from './layout/menu';

/**
 * What every area of the console (a resource or a workflow) brings to it. An area declares itself in
 * its folder's index.ts and is listed once in `client/src/registry.ts`, which feeds App's routes, the
 * data and auth providers, the i18n provider and the menu. Pages are never imported here: every route
 * element and page holds a `lazyPage(() => import(…))` (decision 0215).
 */
interface ConsoleArea {
  /** A short name, unique in the registry (a resource's is its react-admin name). */
  name: string;
  /**
   * The words the first load needs, merged into the console's messages in registry order: its menu names,
   * or all its words when the shell or the clients list show them.
   */
  messages?: readonly MessageTable[];
  /** The rest of its words: fetched with the first page that needs them (decision 0215), merged after. */
  pageWords?: () => Promise<readonly MessageTable[]>;
  /** Its sidebar entries, in order; the menu is the dashboard, then every area's entries in registry order. */
  menu?: readonly MenuEntry[];
  /**
   * The data provider's definition of each react-admin resource it reads or writes, by name: the calls
   * that serve it and the permission it needs (`permission`, which canAccess checks).
   */
  data?: Readonly<Record<string, ResourceDef>>;
  /** Child routes it adds under another resource's address (/clients/:id/…), by that resource's name. */
  routesUnder?: Readonly<Record<string, readonly ReactElement[]>>;
}

/** A react-admin resource: the pages at /name, /name/create, … and its child routes. */
export interface ConsoleResource extends ConsoleArea {
  /**
   * Spread into <Resource name={name}>: its list/create/edit/show pages (each a lazyPage), icon and
   * record representation. Without it the resource has no <Resource> (its data is read by other pages).
   */
  pages?: Omit<ResourceProps, 'name' | 'children'>;
  /** Its child routes under /name/ (relative paths), each element a lazyPage. */
  routes?: readonly ReactElement[];
}

/** A custom page (form → review → result, decision 0214) that is no react-admin resource. */
export interface ConsoleWorkflow extends ConsoleArea {
  /** Its routes in the console's layout (absolute paths), each element a lazyPage. */
  routes?: readonly ReactElement[];
}
