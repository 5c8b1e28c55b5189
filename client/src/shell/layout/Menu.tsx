import { Menu } from 'react-admin';
import { MENU } from './menu';

/** The sidebar: every area of MENU (a drawer below the sm breakpoint, as react-admin does). */
export const KeelMenu = () => (
  <Menu>
    {MENU.map((entry) =>
      'resource' in entry ? (
        <Menu.ResourceItem key={entry.resource} name={entry.resource} />
      ) : (
        <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<entry.icon />} />
      ),
    )}
  </Menu>
);
