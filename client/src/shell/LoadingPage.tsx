import { Loading } from 'react-admin';

/** The placeholder shown while the session is checked, and while a signed-out visitor goes to sign-in. */
export const LoadingPage = () => (
  <Loading loadingPrimary="ra.page.loading" loadingSecondary="keel.redirecting" />
);
