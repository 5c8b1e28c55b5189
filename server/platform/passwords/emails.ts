/** The texts of Keel's password e-mails (plain text: nothing to render, nothing to track). */
interface Recipient {
  name: string;
  /** The firm the account is with, when the address may have accounts in several (decision 0511). */
  firmName?: string;
}

const account = (user: Recipient) => (user.firmName ? `your account with ${user.firmName}` : 'your account');

const SIGN_OFF =
  '\n\nIf you did not expect this e-mail, you can ignore it, or tell your firm administrator.\n';

export const passwordEmails = {
  reset: (user: Recipient, link: string) => ({
    subject: 'Reset your password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of ${account(user)}. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once.${SIGN_OFF}`,
  }),
  welcome: (user: Recipient, link: string) => ({
    subject: 'Your new account: choose a password',
    text: `Hello ${user.name},\n\nAn account has been created for you. To choose your password, open this link within 72 hours:\n\n${link}\n\nThe link works once.${SIGN_OFF}`,
  }),
  changed: (user: Recipient) => ({
    subject: 'Your password has been changed',
    text: `Hello ${user.name},\n\nThe password of your account has just been changed. If you did not change it, tell your firm administrator at once.\n`,
  }),
};
