import { pageWordsReady } from '../data/i18nProvider';
// The registry hands the i18n provider its loader for every area's words.
import '../registry';

/**
 * jsdom does no layout, so it has no scrollIntoView; pages that scroll to a `#section` call it after a
 * frame. A no-op keeps those pages testable (the browser tests check the real scrolling).
 */
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => undefined;

/**
 * Every area's words, as the console has them once its first page beyond the clients list has loaded
 * (decision 0215): components are tested here outside their pages, which would otherwise wait for them.
 * `client/src/firstLoad.test.ts` checks the first load's words alone.
 */
await pageWordsReady();
