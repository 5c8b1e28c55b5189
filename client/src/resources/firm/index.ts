import SettingsIcon from '@mui/icons-material/Settings';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';

/** Spread into <Resource name="firm">: /firm lists the settings pages; each page is a child route. */
export const firm = {
  list: onlyAtItsAddress(lazyPage(() => import('./FirmSettingsHome'), 'FirmSettingsHome')),
  icon: SettingsIcon,
};
