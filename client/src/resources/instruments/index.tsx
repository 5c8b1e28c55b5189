import InstrumentIcon from '@mui/icons-material/ShowChart';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { instrumentPaths } from './instrumentPaths';

const InstrumentsHome = () => <Navigate to={instrumentPaths.existing()} replace />;

const ExistingInstruments = lazyPage(() => import('./InstrumentLists'), 'ExistingInstruments');
const AvailableInstruments = lazyPage(() => import('./InstrumentLists'), 'AvailableInstruments');
const InstrumentShow = lazyPage(() => import('./InstrumentShow'), 'InstrumentShow');
const InstrumentRequest = lazyPage(() => import('./InstrumentRequest'), 'InstrumentRequest');
const InstrumentEdit = lazyPage(() => import('./InstrumentEdit'), 'InstrumentEdit');

/** Spread into <Resource name="instruments">: /instruments goes to the firm's own list. */
export const instruments = {
  list: onlyAtItsAddress(InstrumentsHome),
  icon: InstrumentIcon,
  recordRepresentation: 'name',
};

/** The instrument pages of spec §2, each loaded on demand; the static paths outrank `:id` in React Router. */
export const instrumentRoutes = [
  <Route key="existing" path="existing" element={<ExistingInstruments />} />,
  <Route key="available" path="available" element={<AvailableInstruments />} />,
  <Route key="show" path=":id" element={<InstrumentShow />} />,
  <Route key="request" path=":id/request" element={<InstrumentRequest />} />,
  <Route key="edit" path=":id/edit" element={<InstrumentEdit />} />,
];
