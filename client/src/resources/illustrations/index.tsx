import IllustrationIcon from '@mui/icons-material/QueryStats';
import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { ILLUSTRATIONS_RESOURCE } from './paths';

const IllustrationShow = lazyPage(() => import('./IllustrationShow'), 'IllustrationShow');

/**
 * Product illustrations (issue 19, decisions 0902 and 0904): the firm's stored illustrations at
 * /illustrations, a new one (or a copy, ?illustrationId=) at /illustrations/create, and one illustration's
 * page with its projection, charges, drawdown sustainability, print, copy and compare. The calls are gated
 * on Recommendation (decision 0902).
 */
export const illustrations: ConsoleResource = {
  name: ILLUSTRATIONS_RESOURCE,
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./IllustrationList'), 'IllustrationList')),
    create: lazyPage(() => import('./IllustrationCreate'), 'IllustrationCreate'),
    icon: IllustrationIcon,
    recordRepresentation: 'name',
  },
  routes: [<Route key="illustrations-show" path=":id" element={<IllustrationShow />} />],
  data: {
    [ILLUSTRATIONS_RESOURCE]: {
      permission: 'Recommendation',
      // The list needs no yearly tables: the abridged call answers the same rows without them.
      list: 'listProductIllustrationsAbridged',
      one: 'getProductIllustration',
      create: 'createProductIllustration',
      idParam: 'illustrationId',
      sortFields: { asAt: 'createdAt' },
    },
  },
  messages: [{ resources: { [ILLUSTRATIONS_RESOURCE]: { name: 'Illustration |||| Illustrations' } } }],
  pageWords: () => import('./messages').then((words) => [words.illustrationMessages]),
  menu: [{ resource: ILLUSTRATIONS_RESOURCE }],
};
