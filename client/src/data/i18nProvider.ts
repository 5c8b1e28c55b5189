import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { keelMessages } from './messages.en-GB';
import { clientOverviewMessages } from '../resources/clients/overviewMessages';
import { onboardingMessages } from '../resources/clients/onboardingMessages';
import { groupMessages } from '../resources/groups/messages';
import { accountMessages } from '../resources/accounts/messages';
import { instrumentMessages } from '../resources/instruments/messages';
import { transactionMessages } from '../resources/transactions/messages';
import { workflowMessages } from '../workflows/messages';
import { userMessages } from '../resources/users/messages';
import { firmMessages } from '../resources/firm/messages';

export const LOCALE = 'en-GB';

/** en-GB only for now; react-admin's English under Keel's own messages. */
export const i18nProvider = polyglotI18nProvider(
  () =>
    mergeTranslations(
      englishMessages,
      keelMessages,
      clientOverviewMessages,
      groupMessages,
      onboardingMessages,
      accountMessages,
      transactionMessages,
      instrumentMessages,
      workflowMessages,
      userMessages,
      firmMessages,
    ),
  LOCALE,
  [{ locale: LOCALE, name: 'English (UK)' }],
  { allowMissing: true },
);
