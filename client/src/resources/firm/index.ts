import SettingsIcon from '@mui/icons-material/Settings';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { firmRoutes } from './FirmRoutes';

/** /firm lists the settings pages; each page is a child route (FirmRoutes). */
export const firm: ConsoleResource = {
  name: 'firm',
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./FirmSettingsHome'), 'FirmSettingsHome')),
    icon: SettingsIcon,
  },
  routes: firmRoutes,
  /** The firm settings pages (/firm/…); the list is the organisation tree. */
  data: {
    firm: { permission: 'Firm Management', list: 'listNodes' },
    // The webhook console's deliveries (decision 1001): Keel's own list, read through ra-data-simple-rest.
    webhookDeliveries: {
      permission: 'Firm Management',
      list: 'listWebhookDeliveries',
      one: 'getWebhookDelivery',
      simpleRest: true,
    },
  },
  messages: [{ resources: { firm: { name: 'Firm settings' } } }],
  pageWords: () =>
    Promise.all([import('./messages'), import('./webhooks/messages')]).then(([settings, webhooks]) => [
      settings.firmMessages,
      webhooks.webhookMessages,
    ]),
  menu: [{ resource: 'firm' }],
};
