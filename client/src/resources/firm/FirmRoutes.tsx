import { Route } from 'react-router-dom';
import { lazyPage } from '../../shell/routePages';

const ThemeEditor = lazyPage(() => import('./ThemeEditor'), 'ThemeEditor');
const ContentEditor = lazyPage(() => import('./ContentEditor'), 'ContentEditor');
const InvestorConfiguration = lazyPage(() => import('./InvestorConfiguration'), 'InvestorConfiguration');
const LogosPage = lazyPage(() => import('./LogosPage'), 'LogosPage');
const NodesPage = lazyPage(() => import('./NodesPage'), 'NodesPage');
const FeaturesPage = lazyPage(() => import('./FeaturesPage'), 'FeaturesPage');
const SecurityPage = lazyPage(() => import('./SecurityPage'), 'SecurityPage');
const WebhooksPage = lazyPage(() => import('./webhooks/WebhooksPage'), 'WebhooksPage');
const WebhookDeliveries = lazyPage(() => import('./webhooks/WebhookDeliveries'), 'WebhookDeliveries');

/** The firm settings pages under /firm/ (spec §2), children of <Resource name="firm">, loaded on demand. */
export const firmRoutes = [
  <Route
    key="pro-theme"
    path="professional/theme"
    element={<ThemeEditor key="Professional" space="Professional" />}
  />,
  <Route
    key="pro-content"
    path="professional/content"
    element={<ContentEditor key="Professional" space="Professional" />}
  />,
  <Route key="inv-theme" path="investor/theme" element={<ThemeEditor key="Investor" space="Investor" />} />,
  <Route
    key="inv-content"
    path="investor/content"
    element={<ContentEditor key="Investor" space="Investor" />}
  />,
  <Route key="inv-config" path="investor/configuration" element={<InvestorConfiguration />} />,
  <Route key="logos" path="media/logos" element={<LogosPage />} />,
  <Route key="nodes" path="nodes" element={<NodesPage />} />,
  <Route key="features" path="features" element={<FeaturesPage />} />,
  <Route key="security" path="security" element={<SecurityPage />} />,
  <Route key="webhooks" path="webhooks" element={<WebhooksPage />} />,
  <Route key="webhook-deliveries" path="webhooks/deliveries" element={<WebhookDeliveries />} />,
];
