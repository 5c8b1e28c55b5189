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
  return KeelMenu;
}
