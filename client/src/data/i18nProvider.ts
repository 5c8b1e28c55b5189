import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider } from 'react-admin';
import { keelMessages } from './messages.en-GB';
import { clientOverviewMessages } from '../resources/clients/overviewMessages';
import { onboardingMessages } from '../resources/clients/onboardingMessages';
import { groupMessages } from '../resources/groups/messages';
import { accountMessages } from '../resources/accounts/messages';
import { instrumentMessages } from '../resources/instruments/messages';
import { transactionMessages } from '../resources/transactions/messages';
import { workflowMessages } from '../workflows/messages';
import { payInMessages } from '../workflows/pay-in/messages';
import { userMessages } from '../resources/users/messages';
import { firmMessages } from '../resources/firm/messages';
import { sharedMessages } from '../resources/shared/messages';

export const LOCALE = 'en-GB';

/** Every message the console knows: react-admin's English under Keel's own words. */
export const messages = mergeTranslations(
  englishMessages,
  keelMessages,
  clientOverviewMessages,
  groupMessages,
  onboardingMessages,
  accountMessages,
  transactionMessages,
  instrumentMessages,
  workflowMessages,
  payInMessages,
  userMessages,
  firmMessages,
  sharedMessages,
);

const polyglot = polyglotI18nProvider(() => messages, LOCALE, [{ locale: LOCALE, name: 'English (UK)' }], {
  allowMissing: true,
});

/**
 * en-GB only for now. A plural phrase ("User |||| Users") asked for without a count would show both forms
 * (polyglot picks a form only when given smart_count), so a phrase without one is read in the singular:
 * a page title naming its resource is about one record unless it says otherwise.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) =>
    polyglot.translate(key, options?.smart_count === undefined ? { ...options, smart_count: 1 } : options),
};
