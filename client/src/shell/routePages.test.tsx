import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../App';
import { setPageWordsLoader } from '../data/i18nProvider';
import { i18nProvider } from '../registry';
import { DEMO, useRealKeel } from '../testing/realKeel';
import { lazyNamed, lazyPage } from './routePages';

const keel = useRealKeel('admin');
const LOAD_MS = 20_000;
/** A first render of the whole console in jsdom takes seconds on a busy machine. */
const TEST_MS = 45_000;

let clientId: string;
let accountId: string;

beforeAll(async () => {
  ({
    data: [{ id: clientId }],
  } = await keel.api('GET', `/client/${DEMO.firmId}?pageSize=1`));
  ({
    data: [{ id: accountId }],
  } = await keel.api('GET', `/account/list/${DEMO.firmId}?pageSize=1`));
});

afterEach(cleanup);

const open = (path: string) => {
  window.history.pushState({}, '', path);
  render(<App />);
};

const NOT_FOUND_TEXT = 'The page you asked for does not exist or has moved.';
/** The 404 page's own text (its title is in the app bar too, so the heading is there twice). */
const notFoundHeading = () => screen.findByText(NOT_FOUND_TEXT, {}, { timeout: LOAD_MS });

describe('pages loaded on demand, and the 404 page under a known area', { timeout: TEST_MS }, () => {
  it('when /clients is opened, then the list page arrives by itself inside the shell', async () => {
    open('/clients');
    // The list itself (its loading placeholder has rows but no column titles), with clients in it.
    expect(await screen.findByText('Client ID', {}, { timeout: LOAD_MS })).toBeTruthy();
    expect(document.querySelectorAll('td.column-name').length).toBeGreaterThan(0);
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });

  it('when an unknown page under a client is opened, then the 404 page shows, not the clients list', async () => {
    open(`/clients/${clientId}/anything`);
    expect(await notFoundHeading()).toBeTruthy();
    expect(screen.queryByText('Client ID')).toBeNull();
  });

  it('when an unknown page under an account is opened, then the 404 page shows, not the accounts list', async () => {
    open(`/accounts/${accountId}/anything`);
    expect(await notFoundHeading()).toBeTruthy();
    expect(screen.queryByText('Client ID')).toBeNull();
  });

  it('when a path goes on past a create page or a list, then the 404 page shows', async () => {
    for (const path of ['/clients/create/anything', '/transactions/anything', '/users/U1/anything/more']) {
      open(path);
      expect(await notFoundHeading(), path).toBeTruthy();
      cleanup();
    }
  });

  it('when a known page under a client is opened, then it loads (the 404 is only for unknown ones)', async () => {
    open(`/clients/${clientId}/details`);
    expect(
      (await screen.findAllByRole('heading', { level: 2 }, { timeout: LOAD_MS })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });
});

describe('a page and the words it shows (decision 0215)', () => {
  it('when a page opens, then it shows once every area’s words are in; a page on first-load words does not wait', async () => {
    let wordsArrive = () => {};
    const registryLoader = setPageWordsLoader(() => new Promise<void>((resolve) => (wordsArrive = resolve)));
    try {
      const Waiting = lazyPage(async () => ({ Page: () => <p>a page of any area</p> }), 'Page');
      const FirstLoad = lazyPage(async () => ({ Page: () => <p>the clients list</p> }), 'Page', {
        words: 'first-load',
      });
      render(
        <I18nContextProvider value={i18nProvider}>
          <Waiting />
          <FirstLoad />
        </I18nContextProvider>,
      );
      expect(await screen.findByText('the clients list')).toBeTruthy();
      expect(screen.queryByText('a page of any area')).toBeNull();
      wordsArrive();
      expect(await screen.findByText('a page of any area')).toBeTruthy();
    } finally {
      setPageWordsLoader(registryLoader);
    }
  });

  it('when a module’s head start under Vitest failed (its test file ended first), then showing it loads it again', async () => {
    let loads = 0;
    const Part = lazyNamed(async () => {
      loads += 1;
      if (loads === 1) throw new Error('the environment was torn down');
      return { Part: () => <p>loaded again</p> };
    }, 'Part');
    render(<Part />);
    expect(await screen.findByText('loaded again')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
