import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { pageWordsReady } from '../data/i18nProvider';
import { NotFoundPage } from './ErrorPages';

/** While a page's code arrives: the spinner inside the layout, so the header, menu and footer stay put. */
export const PageLoading = () => (
  <Loading loadingPrimary="ra.page.loading" loadingSecondary="ra.message.loading" />
);

// Any component: each page keeps its own props, checked where it is used (ComponentProps below).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = ComponentType<any>;

interface LazyPageOptions {
  /**
   * `first-load`: the page shows only words the first load carries (the shell's, the menu's names, and all
   * the words of the areas whose `messages` hold them all), so it need not wait for every area's words.
   * Only the clients list says so; `client/src/firstLoad.test.ts` checks that its words are there.
   */
  words?: 'first-load';
}

/**
 * A component of a module fetched the first time it renders (`React.lazy` over the module's named export),
 * once `alsoWaitFor` has resolved too. Render it inside a `<Suspense>`.
 */
export function lazyNamed<M extends Record<K, Page>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  alsoWaitFor: () => Promise<unknown> | undefined = () => undefined,
) {
  // Under Vitest a module is compiled when it is first imported, which on a busy machine outlasts a test's
  // wait for it; there it starts loading at once, as a built chunk is ready. That start is a head start
  // only: a test file that ends before it is done (its environment torn down) fails it, and the module is
  // then loaded again when shown, rather than the failure being kept for every later file.
  const early = import.meta.env.MODE === 'test' ? load() : undefined;
  early?.catch(() => undefined); // not a rejection nobody handles, when the component is never shown
  const code = () => (early ? early.catch(load) : load());
  return lazy(() => Promise.all([code(), alsoWaitFor()]).then(([module]) => ({ default: module[name] })));
}

/**
 * A page whose code is fetched the first time it is shown, so the console's first load carries only the
 * shell, the data layer and the page asked for (decision 0215). `load` is the page module's dynamic
 * import; `name` the page's export in it. The page suspends inside its own boundary, never the layout's,
 * until its code and the words of every area (fetched once, with the first such page) are there.
 */
export function lazyPage<M extends Record<K, Page>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  options: LazyPageOptions = {},
): (props: ComponentProps<M[K]>) => ReactElement {
  const Lazy = lazyNamed(load, name, () => (options.words === 'first-load' ? undefined : pageWordsReady()));
  const LazyPage = (props: ComponentProps<M[K]>) => (
    <Suspense fallback={<PageLoading />}>
      <Lazy {...props} />
    </Suspense>
  );
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}

/**
 * react-admin mounts a resource's list (and create page) at `…/*`, so without this `/clients/C1/anything`
 * would show the clients list. Only the page's own address shows it; any deeper path that no other route
 * claims is the 404 page.
 */
export function onlyAtItsAddress<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Exact = (props: P) => (useParams()['*'] ? <NotFoundPage /> : <Page {...props} />);
  Exact.displayName = `OnlyAtItsAddress(${Page.displayName ?? Page.name})`;
  return Exact;
}
