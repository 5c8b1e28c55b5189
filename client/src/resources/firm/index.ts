import SettingsIcon from '@mui/icons-material/Settings';
import { FirmSettingsHome } from './FirmSettingsHome';

/** Spread into <Resource name="firm">: /firm lists the settings pages; each page is a child route. */
export const firm = {
  list: FirmSettingsHome,
  icon: SettingsIcon,
};
