import { ClientCreatePage } from './ClientCreate';

/** /clients/trust/create */
export const TrustCreate = () => <ClientCreatePage clientType="Trust" />;
