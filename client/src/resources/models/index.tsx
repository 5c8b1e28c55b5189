import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BalanceIcon from '@mui/icons-material/Balance';
import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';
import { MODELS_RESOURCE } from './paths';

const ModelList = lazyPage(() => import('./ModelList'), 'ModelList');
const ModelCreate = lazyPage(() => import('./ModelCreate'), 'ModelCreate');
const ModelClone = lazyPage(() => import('./ModelCreate'), 'ModelClone');
const ModelShow = lazyPage(() => import('./ModelShow'), 'ModelShow');
const ModelEdit = lazyPage(() => import('./ModelEdit'), 'ModelEdit');

/**
 * Model portfolios (issue 17, decision 0704): /models/{advisory|discretionary} lists a type's models; a
 * model's page shows its components, versions and the accounts following it with their drift. Any other
 * type is the 404 page (each page checks its :type). /models/discretionary/{id}/rebalance is the bulk
 * rebalance area's.
 */
export const models: ConsoleWorkflow = {
  name: MODELS_RESOURCE,
  routes: [
    <Route key="models-list" path="/models/:type" element={<ModelList />} />,
    <Route key="models-create" path="/models/:type/create" element={<ModelCreate />} />,
    <Route key="models-show" path="/models/:type/:modelId" element={<ModelShow />} />,
    <Route key="models-edit" path="/models/:type/:modelId/edit" element={<ModelEdit />} />,
    <Route key="models-clone" path="/models/:type/:modelId/clone" element={<ModelClone />} />,
  ],
  data: {
    [MODELS_RESOURCE]: {
      permission: 'Model',
      list: 'listModels',
      one: 'getModel',
      create: 'createModel',
      update: 'updateModel',
      idParam: 'modelId',
      filters: { q: 'name' },
      sortFields: { 'auditDetails.updateDate': 'createdAt' },
    },
  },
  messages: [
    {
      resources: { models: { menu: { advisory: 'Advisory models', discretionary: 'Discretionary models' } } },
    },
  ],
  pageWords: () => import('./messages').then((words) => [words.modelMessages]),
  menu: [
    { to: '/models/advisory', label: 'resources.models.menu.advisory', icon: BalanceIcon },
    { to: '/models/discretionary', label: 'resources.models.menu.discretionary', icon: AccountTreeIcon },
  ],
};
