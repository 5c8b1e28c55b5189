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

/** The console's one provider, plus the means to hand it a fuller table once more words have loaded. */
export interface KeelI18nProvider extends I18nProvider {
  /** From now on, translate from this table (the first-load words with every area's, decision 0215). */
  replaceMessages(messages: MessageTable): void;
}

/**
 * en-GB only for now. A plural phrase ("User |||| Users") asked for without a count would show both forms
 * (polyglot picks a form only when given smart_count), so a phrase without one is read in the singular:
 * a page title naming its resource is about one record unless it says otherwise.
 */
export function createI18nProvider(messages: MessageTable): KeelI18nProvider {
  const polyglotOf = (table: MessageTable) =>
    polyglotI18nProvider(
      () => table as TranslationMessages,
      LOCALE,
      [{ locale: LOCALE, name: 'English (UK)' }],
      {
        allowMissing: true,
      },
    );
  let polyglot = polyglotOf(messages);
  return {
    ...polyglot,
    translate: (key, options) =>
      polyglot.translate(key, options?.smart_count === undefined ? { ...options, smart_count: 1 } : options),
    replaceMessages: (table) => {
      polyglot = polyglotOf(table);
    },
  };
}

/**
 * The words that load with the pages (decision 0215): the first load carries only the shell's words, the
 * menu's names and those of the areas the clients list shows; every other area's come with the first page
 * that needs them. `translate` is synchronous (react-admin's contract), so a page waits for them before it
 * renders (`lazyPage`), never a component after. The registry says how they load (`setPageWordsLoader`).
 */
let loadPageWords: () => Promise<void> = async () => undefined;
let pageWords: Promise<void> | undefined;

/** Says how the words that load with the pages are fetched; returns the loader it replaces. */
export function setPageWordsLoader(load: () => Promise<void>): () => Promise<void> {
  const previous = loadPageWords;
  loadPageWords = load;
  pageWords = undefined;
  return previous;
}

/** Resolves once every area's words are in the provider: fetched once, and again after a failed fetch. */
export function pageWordsReady(): Promise<void> {
  pageWords ??= loadPageWords().catch((error: unknown) => {
    pageWords = undefined;
    throw error;
  });
  return pageWords;
}
