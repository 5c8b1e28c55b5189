import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { SIGN_IN_PAGE } from './data/addresses';
import { createApiClient } from './data/apiClient';
import { createAuthProvider } from './data/authProvider';
import { createDataProvider } from './data/dataProvider';
import { i18nProvider } from './data/i18nProvider';
import { createQueryClient } from './data/queryClient';
import { createSessionStore } from './data/session';
import { clients } from './resources/clients';
import { clientRoutes } from './resources/clients/ClientRoutes';
import { Dashboard } from './shell/Dashboard';
import { Layout } from './shell/Layout';
import { LoadingPage } from './shell/LoadingPage';
import { SignInPage } from './shell/SignInPage';
import { keelTheme } from './shell/theme';
import { Toasts } from './shell/Toasts';

const session = createSessionStore();
const authProvider = createAuthProvider({
  session,
  profilePath: import.meta.env.VITE_PROFILE_PATH || undefined,
});
const dataProvider = createDataProvider({ callApi: createApiClient(), getFirmId: session.firmId });
const queryClient = createQueryClient();

/**
 * The console: every page needs a signed-in user except the sign-in page. react-admin would use a hash
 * router by default; the spec's paths are real paths, so it runs inside a BrowserRouter.
 */
export const App = () => (
  <BrowserRouter>
    <Admin
      title="Keel"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={keelTheme}
      layout={Layout}
      dashboard={Dashboard}
      loading={LoadingPage}
      notification={Toasts}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={SIGN_IN_PAGE} element={<SignInPage />} />
      </CustomRoutes>
      <Resource name="clients" {...clients}>
        {clientRoutes}
      </Resource>
    </Admin>
  </BrowserRouter>
);
