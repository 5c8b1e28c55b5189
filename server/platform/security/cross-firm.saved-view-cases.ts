import type { CallName } from '../../../contract/calls';
import { firm, type Case, type Id } from './cross-firm.probe';

/** The cross-firm cases of saved views (decision 1004): another firm's, or another user's private one, is a 404. */
const viewPath = (id: Id) => ({ ...firm(id), savedViewId: id('path:savedViewId', 'savedView') });
const VIEW = { name: 'Probe view', filters: {}, columns: [], sort: null, shared: false, version: 1 };

export const SAVED_VIEW_CASES: Partial<Record<CallName, Case[]>> = {
  listSavedViews: [(id) => ({ params: firm(id) })],
  getSavedView: [(id) => ({ params: viewPath(id) })],
  createSavedView: [
    (id) => ({ params: firm(id), body: { resource: 'clients', name: 'Probe', filters: {}, columns: [] } }),
  ],
  updateSavedView: [(id) => ({ params: viewPath(id), body: VIEW })],
  deleteSavedView: [(id) => ({ params: viewPath(id) })],
};
