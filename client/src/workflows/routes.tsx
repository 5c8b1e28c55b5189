import { Route } from 'react-router-dom';
import { lazyPage } from '../shell/routePages';

const PayInPage = lazyPage(() => import('./pay-in/PayInPage'), 'PayInPage');
const WithdrawPage = lazyPage(() => import('./withdraw/WithdrawPage'), 'WithdrawPage');
const InvestPage = lazyPage(() => import('./invest/InvestPage'), 'InvestPage');
const SellPage = lazyPage(() => import('./sell/SellPage'), 'SellPage');
const AdHocFeePage = lazyPage(() => import('./ad-hoc-fee/AdHocFeePage'), 'AdHocFeePage');
const InternalMovementPage = lazyPage(
  () => import('./internal-movement/InternalMovementPage'),
  'InternalMovementPage',
);

/**
 * The account actions under /accounts/{id}/ (spec §2), as custom routes in the console's layout, each
 * loaded on demand. They outrank the accounts resource's own `/accounts/*` routes by being more specific.
 */
export const accountWorkflowRoutes = [
  <Route key="pay-in" path="/accounts/:id/pay-in" element={<PayInPage />} />,
  <Route key="withdraw" path="/accounts/:id/withdraw" element={<WithdrawPage />} />,
  <Route key="invest" path="/accounts/:id/invest" element={<InvestPage />} />,
  <Route key="sell" path="/accounts/:id/sell" element={<SellPage />} />,
  <Route key="ad-hoc-fee" path="/accounts/:id/ad-hoc-fee" element={<AdHocFeePage />} />,
];

/** /clients/{id}/internal-movement: a child route of the clients resource (ClientRoutes.tsx). */
export const internalMovementRoute = (
  <Route key="internal-movement" path=":id/internal-movement" element={<InternalMovementPage />} />
);
