/**
 * The frame of every single-account page lives in shared/ (AccountPage.tsx): the documents area's page
 * under /accounts/{id}/documents shows it too, with its tab, the Actions menu (and "Generate statement")
 * and "Run dealing".
 */
export { AccountPage, type AccountTab } from '../../shared/AccountPage';
