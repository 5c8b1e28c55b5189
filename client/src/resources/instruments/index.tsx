import InstrumentIcon from '@mui/icons-material/ShowChart';
import { Navigate, Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { instrumentPaths } from './instrumentPaths';

const InstrumentsHome = () => <Navigate to={instrumentPaths.existing()} replace />;

const ExistingInstruments = lazyPage(() => import('./InstrumentLists'), 'ExistingInstruments');
const AvailableInstruments = lazyPage(() => import('./InstrumentLists'), 'AvailableInstruments');
const InstrumentShow = lazyPage(() => import('./InstrumentShow'), 'InstrumentShow');
const InstrumentRequest = lazyPage(() => import('./InstrumentRequest'), 'InstrumentRequest');
const InstrumentEdit = lazyPage(() => import('./InstrumentEdit'), 'InstrumentEdit');

/** The instrument pages of spec §2, each loaded on demand; the static paths outrank `:id` in React Router. */
const instrumentRoutes = [
  <Route key="existing" path="existing" element={<ExistingInstruments />} />,
  <Route key="available" path="available" element={<AvailableInstruments />} />,
  <Route key="show" path=":id" element={<InstrumentShow />} />,
  <Route key="request" path=":id/request" element={<InstrumentRequest />} />,
  <Route key="edit" path=":id/edit" element={<InstrumentEdit />} />,
];

/** /instruments goes to the firm's own list; the lists and each instrument are child routes. */
export const instruments: ConsoleResource = {
  name: 'instruments',
  pages: { list: onlyAtItsAddress(InstrumentsHome), icon: InstrumentIcon, recordRepresentation: 'name' },
  routes: instrumentRoutes,
  data: {
    instruments: {
      permission: 'Instrument',
      list: 'listAssets',
      one: 'getAsset',
      create: 'createAsset',
      update: 'updateAsset',
      idParam: 'assetId',
      filters: { q: 'idOrName' },
    },
  },
  // Its words name the master list too (resources.masterInstruments), shown on /instruments/available.
  messages: [{ resources: { instruments: { name: 'Instrument |||| Instruments' } } }],
  pageWords: () => import('./messages').then((words) => [words.instrumentMessages]),
  menu: [{ resource: 'instruments' }],
};
