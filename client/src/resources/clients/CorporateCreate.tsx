import { ClientCreatePage } from './ClientCreate';

/** /clients/corporate/create */
export const CorporateCreate = () => <ClientCreatePage clientType="Corporate" />;
