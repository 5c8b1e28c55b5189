import ClientIcon from '@mui/icons-material/People';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { clientRoutes } from './ClientRoutes';
import { CLIENTS_DATA } from './clientsData';

/** /clients: the list and create pages; the per-client pages are child routes (see ClientRoutes). */
export const clients: ConsoleResource = {
  name: 'clients',
  pages: {
    // The console's everyday page and the first load's: it shows only first-load words (routePages.tsx).
    list: onlyAtItsAddress(lazyPage(() => import('./ClientList'), 'ClientList', { words: 'first-load' })),
    create: onlyAtItsAddress(lazyPage(() => import('./ClientCreate'), 'ClientCreate')),
    icon: ClientIcon,
    recordRepresentation: 'name',
  },
  routes: clientRoutes,
  data: {
    clients: CLIENTS_DATA,
    /** The countries a client's nationality and addresses choose from. */
    nationalities: { list: 'listNationalities', idField: 'code' },
  },
  // The list's words are the shell's (data/messages.en-GB.ts): it is the first load's page.
  pageWords: () =>
    Promise.all([import('./overviewMessages'), import('./onboardingMessages')]).then(
      ([overview, onboarding]) => [overview.clientOverviewMessages, onboarding.onboardingMessages],
    ),
  menu: [{ resource: 'clients' }],
};
