import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { keelMessages } from './messages.en-GB';

export const LOCALE = 'en-GB';

/** en-GB only for now; react-admin's English under Keel's own messages. */
export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(englishMessages, keelMessages),
  LOCALE,
  [{ locale: LOCALE, name: 'English (UK)' }],
  { allowMissing: true },
);
