/**
 * The single-client tabs live in shared/ (ClientPageTabs.tsx): the documents area's page under
 * /clients/{id}/documents shows them too.
 */
export { ClientTabs } from '../../shared/ClientPageTabs';
