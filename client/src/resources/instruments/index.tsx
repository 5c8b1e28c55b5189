import InstrumentIcon from '@mui/icons-material/ShowChart';
import { Navigate, Route } from 'react-router-dom';
import { InstrumentEdit } from './InstrumentEdit';
import { AvailableInstruments, ExistingInstruments } from './InstrumentLists';
import { InstrumentRequest } from './InstrumentRequest';
import { InstrumentShow } from './InstrumentShow';
import { instrumentPaths } from './instrumentPaths';

const InstrumentsHome = () => <Navigate to={instrumentPaths.existing()} replace />;

/** Spread into <Resource name="instruments">: /instruments goes to the firm's own list. */
export const instruments = {
  list: InstrumentsHome,
  icon: InstrumentIcon,
  recordRepresentation: 'name',
};

/** The instrument pages of spec §2; the static paths outrank `:id` in React Router. */
export const instrumentRoutes = [
  <Route key="existing" path="existing" element={<ExistingInstruments />} />,
  <Route key="available" path="available" element={<AvailableInstruments />} />,
  <Route key="show" path=":id" element={<InstrumentShow />} />,
  <Route key="request" path=":id/request" element={<InstrumentRequest />} />,
  <Route key="edit" path=":id/edit" element={<InstrumentEdit />} />,
];
