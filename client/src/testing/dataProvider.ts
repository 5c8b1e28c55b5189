import { platformApi } from '../data/apiClient';
import { createDataProvider } from '../data/dataProvider';
import { resourceDefs } from '../registry';
import { DEMO } from './realKeel';

/** The console's own data provider, as App.tsx makes it, for a test that renders parts without <App>. */
export const keelDataProvider = (firmId: string = DEMO.firmId) =>
  createDataProvider({ callApi: platformApi, getFirmId: () => firmId, resources: resourceDefs });
