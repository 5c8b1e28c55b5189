import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { SIGN_IN_PAGE } from './data/urls';
import { platformApi } from './data/apiClient';
import { createAuthProvider } from './data/authProvider';
import { createDataProvider } from './data/dataProvider';
import { createQueryClient } from './data/queryClient';
import { createSessionStore } from './data/session';
import { childRoutesOf, i18nProvider, MENU, RESOURCES, resourceDefs, WORKFLOW_ROUTES } from './registry';
import { BrandingProvider, useBranding } from './shell/branding/BrandingProvider';
import { AccessDeniedRedirect, ForbiddenPage, NotFoundPage, ServerErrorPage } from './shell/ErrorPages';
import { Layout } from './shell/Layout';
import { menuOf } from './shell/layout/Menu';
import { LoadingPage } from './shell/LoadingPage';
import { lazyNamed, lazyPage } from './shell/routePages';
import { Toasts } from './shell/Toasts';
import { UserProvider } from './shell/UserProvider';

const session = createSessionStore();
const authProvider = createAuthProvider({
  session,
  profilePath: import.meta.env.VITE_PROFILE_PATH || undefined,
  resources: resourceDefs,
});
const dataProvider = createDataProvider({
  callApi: platformApi,
  getFirmId: session.firmId,
  resources: resourceDefs,
});
const queryClient = createQueryClient();
/** The home page loads on demand like every other page (decision 0215). */
const Dashboard = lazyPage(() => import('./shell/Dashboard'), 'Dashboard');
/**
 * Shown only to someone signed out (the BFF's sign-in round trip returns here), so not on the signed-in
 * first load; its words are the shell's.
 */
const SignInPage = lazyNamed(() => import('./shell/SignInPage'), 'SignInPage', { fallback: <LoadingPage /> });
/** The layout with the registry's menu (made once: react-admin mounts the menu as a component). */
const ConsoleMenu = menuOf(MENU);
const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu}>{children}</Layout>
);

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
      layout={ConsoleLayout}
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
      <CustomRoutes>{WORKFLOW_ROUTES}</CustomRoutes>
      {RESOURCES.filter((resource) => resource.pages).map((resource) => (
        <Resource key={resource.name} name={resource.name} {...resource.pages}>
          {childRoutesOf(resource)}
        </Resource>
      ))}
    </Admin>
  );
};

/**
 * The console: every page needs a signed-in user except the sign-in page. react-admin would use a hash
 * router by default; the spec's paths are real paths, so it runs inside a BrowserRouter. The user and the
 * branding live above <Admin> because its theme depends on them.
 *
 * Navigation commits at once (`useTransitions={false}`), not as a React transition: in a transition the
 * page left behind stays mounted while the next page's code loads, and a list's filter, applied 500 ms
 * after it is chosen, then navigated back to the list from the record its row had just opened (found by the
 * illustrations journey). A page still loading shows its own spinner inside the layout (decision 0215).
 */
export const App = () => (
  <BrowserRouter useTransitions={false}>
    <UserProvider session={session} loadProfile={authProvider.loadProfile}>
      <BrandingProvider>
        <KeelAdmin />
      </BrandingProvider>
    </UserProvider>
  </BrowserRouter>
);
