import { ClientEditPage } from './ClientEdit';

/** /clients/corporate/{id}/edit(#section) */
export const CorporateEdit = () => <ClientEditPage kind="Corporate" />;
