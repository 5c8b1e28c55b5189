import { ClientEditPage } from './ClientEdit';

/** /clients/trust/{id}/edit(#section) */
export const TrustEdit = () => <ClientEditPage kind="Trust" />;
