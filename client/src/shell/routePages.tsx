import {
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
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

interface LazyOptions {
  /** Shown while the code arrives. */
  fallback?: ReactNode;
  /** Something else the component needs before it renders. */
  alsoWaitFor?: () => Promise<unknown> | undefined;
}

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
 * inside a `<Suspense>` of its own that shows `fallback` meanwhile; it renders once `alsoWaitFor` has
 * resolved too. The one way to load a component on demand (decision 0215).
 */
export function lazyNamed<M extends Record<K, Page>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  { fallback = null, alsoWaitFor = () => undefined }: LazyOptions = {},
): (props: ComponentProps<M[K]>) => ReactElement {
  // Under Vitest a module is compiled when it is first imported, which on a busy machine outlasts a test's
  // wait for it; there it starts loading at once, as a built chunk is ready. That start is a head start
  // only: a test file that ends before it is done (its environment torn down) fails it, and the module is
  // then loaded again when shown, rather than the failure being kept for every later file.
  const early = import.meta.env.MODE === 'test' ? load() : undefined;
  early?.catch(() => undefined); // not a rejection nobody handles, when the component is never shown
  const code = () => (early ? early.catch(load) : load());
  const Lazy = lazy(() =>
    Promise.all([code(), alsoWaitFor()]).then(([module]) => ({ default: module[name] })),
  );
  const OnDemand = (props: ComponentProps<M[K]>) => (
    <Suspense fallback={fallback}>
      <Lazy {...props} />
    </Suspense>
  );
  OnDemand.displayName = `Lazy(${name})`;
  return OnDemand;
}

/**
 * A page whose code is fetched the first time it is shown, so the console's first load carries only the
 * shell, the data layer and the page asked for (decision 0215). `load` is the page module's dynamic
 * import; `name` the page's export in it. The page suspends inside its own boundary, never the layout's
 * (the spinner inside the layout meanwhile), until its code and the words of every area (fetched once,
 * with the first such page) are there.
 */
export const lazyPage = <M extends Record<K, Page>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  options: LazyPageOptions = {},
) =>
  lazyNamed(load, name, {
    fallback: <PageLoading />,
    alsoWaitFor: () => (options.words === 'first-load' ? undefined : pageWordsReady()),
  });

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
