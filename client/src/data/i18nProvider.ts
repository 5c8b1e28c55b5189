import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { keelMessages } from './messages.en-GB';

export const LOCALE = 'en-GB';

/** A nested message table (`resources.clients.name`, …), as each area's messages.ts writes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageTable = Record<string, any>;

/**
 * Every message the console knows: react-admin's English under Keel's own words, under the areas' own
 * (each resource and workflow declares its messages; the registry passes them here in its order).
 */
export function mergeMessages(areaMessages: readonly MessageTable[]): MessageTable {
  return mergeTranslations(englishMessages, keelMessages, ...areaMessages);
}

/**
 * en-GB only for now. A plural phrase ("User |||| Users") asked for without a count would show both forms
 * (polyglot picks a form only when given smart_count), so a phrase without one is read in the singular:
 * a page title naming its resource is about one record unless it says otherwise.
 */
export function createI18nProvider(messages: MessageTable): I18nProvider {
  const polyglot = polyglotI18nProvider(
    () => messages as TranslationMessages,
    LOCALE,
    [{ locale: LOCALE, name: 'English (UK)' }],
    {
      allowMissing: true,
    },
  );
  return {
    ...polyglot,
    translate: (key, options) =>
      polyglot.translate(key, options?.smart_count === undefined ? { ...options, smart_count: 1 } : options),
  };
}
