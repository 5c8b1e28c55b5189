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
import { users } from './resources/users';
import { userRoutes } from './resources/users/UserRoutes';
import { accounts } from './resources/accounts';
import { accountRoutes } from './resources/accounts/AccountRoutes';
import { instrumentRoutes, instruments } from './resources/instruments';
import { transactions } from './resources/transactions';
import { firm } from './resources/firm';
import { firmRoutes } from './resources/firm/FirmRoutes';
import { BrandingProvider, useBranding } from './shell/branding/BrandingProvider';
import { AccessDeniedRedirect, ForbiddenPage, NotFoundPage, ServerErrorPage } from './shell/ErrorPages';
import { Layout } from './shell/Layout';
import { LoadingPage } from './shell/LoadingPage';
import { lazyPage } from './shell/routePages';
import { SignInPage } from './shell/SignInPage';
import { Toasts } from './shell/Toasts';
import { UserProvider } from './shell/UserProvider';
import { accountWorkflowRoutes } from './workflows/routes';

const session = createSessionStore();
const authProvider = createAuthProvider({
  session,
  profilePath: import.meta.env.VITE_PROFILE_PATH || undefined,
});
const dataProvider = createDataProvider({ callApi: createApiClient(), getFirmId: session.firmId });
const queryClient = createQueryClient();
/** The home page loads on demand like every other page (decision 0215). */
const Dashboard = lazyPage(() => import('./shell/Dashboard'), 'Dashboard');

/** <Admin> in the firm's branding (its theme props change when the branding loads). */
const KeelAdmin = () => {
  const { branding, lightTheme, darkTheme } = useBranding();
  return (
    <Admin
      title={branding.windowTitle}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={lightTheme}
      darkTheme={darkTheme}
      layout={Layout}
      dashboard={Dashboard}
      loading={LoadingPage}
      notification={Toasts}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedRedirect}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={SIGN_IN_PAGE} element={<SignInPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/403" element={<ForbiddenPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/500" element={<ServerErrorPage />} />
      </CustomRoutes>
      <CustomRoutes>{accountWorkflowRoutes}</CustomRoutes>
      <Resource name="clients" {...clients}>
        {clientRoutes}
      </Resource>
      <Resource name="accounts" {...accounts}>
        {accountRoutes}
      </Resource>
      <Resource name="transactions" {...transactions} />
      <Resource name="instruments" {...instruments}>
        {instrumentRoutes}
      </Resource>
      <Resource name="masterInstruments" />
      <Resource name="users" {...users}>
        {userRoutes}
      </Resource>
      <Resource name="firm" {...firm}>
        {firmRoutes}
      </Resource>
    </Admin>
  );
};

/**
 * The console: every page needs a signed-in user except the sign-in page. react-admin would use a hash
 * router by default; the spec's paths are real paths, so it runs inside a BrowserRouter. The user and the
 * branding live above <Admin> because its theme depends on them.
 */
export const App = () => (
  <BrowserRouter>
    <UserProvider session={session} loadProfile={authProvider.loadProfile}>
      <BrandingProvider>
        <KeelAdmin />
      </BrandingProvider>
    </UserProvider>
  </BrowserRouter>
);
