import { Menu } from 'react-admin';
import type { MenuEntry } from './menu';

/**
 * The sidebar of these entries (a drawer below the sm breakpoint, as react-admin does), as a component
 * the layout mounts: made once, at the top, from the registry's MENU.
 */
export function menuOf(entries: readonly MenuEntry[]) {
  const KeelMenu = () => (
    <Menu>
      {entries.map((entry) =>
        'resource' in entry ? (
          <Menu.ResourceItem key={entry.resource} name={entry.resource} />
        ) : (
          <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<entry.icon />} />
        ),
      )}
    </Menu>
  );
  // The shell's command palette (Ctrl+K) offers the same pages; the shell knows them only through its menu.
  return Object.assign(KeelMenu, { entries });
}

/** The entries a menu of menuOf was made from (none for any other menu component). */
export const menuEntriesOf = (menu: unknown): readonly MenuEntry[] =>
  (menu as { entries?: readonly MenuEntry[] } | undefined)?.entries ?? [];
