import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISER_SCOPES } from '../../../contract/permissions';
import { ZSavedView } from '../../../contract/savedViews';
import { firmWithUser, signIn } from '../accounts/testing/fixtures';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
const FIRM = 'VIEWS';
const OTHER = 'VIEWSX';
let admin: { token: string; userId: string };
let ann: { token: string; userId: string };
let bob: { token: string; userId: string };
let stranger: { token: string; userId: string };

const base = `/keel/${FIRM}/savedViews`;
const q = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])).toString();
const VIEW = {
  resource: 'clients',
  name: 'Active individuals',
  filters: { status: 'Active', clientType: 'Individual' },
  columns: ['name', 'status'],
  sort: { field: 'name', order: 'ASC' },
};

async function create(token: string, body: object) {
  const res = await p.request('POST', base, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZSavedView.strict().parse(res.body);
}

beforeAll(async () => {
  p = await startTestPlatform();
  admin = await firmWithUser(p, FIRM);
  ann = await signIn(p, FIRM, ADVISER_SCOPES);
  bob = await signIn(p, FIRM, ADVISER_SCOPES);
  stranger = await firmWithUser(p, OTHER);
});
afterAll(() => p.close());

describe('saved views (decision 1004)', () => {
  it('when someone saves a view, then it comes back bare with its owner, and only they see it while private', async () => {
    const view = await create(ann.token, VIEW);
    expect(view).toMatchObject({ ...VIEW, shared: false, ownerId: ann.userId, editable: true, version: 1 });
    const one = await p.request('GET', `${base}/${view.id}`, { token: ann.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: view.id, name: VIEW.name });

    const mine = await p.request('GET', `${base}?${q({ filter: { resource: 'clients' } })}`, {
      token: ann.token,
    });
    expect(mine.body.map((v: { id: string }) => v.id)).toContain(view.id);
    expect(mine.headers.get('content-range')).toMatch(/^savedViews 0-\d+\/\d+$/);

    // Someone else's private view: not in their list, and a 404 by id, to read or change.
    const bobs = await p.request('GET', `${base}?${q({ filter: { resource: 'clients' } })}`, {
      token: bob.token,
    });
    expect(bobs.body.map((v: { id: string }) => v.id)).not.toContain(view.id);
    expect((await p.request('GET', `${base}/${view.id}`, { token: bob.token })).status).toBe(404);
    expect((await p.request('DELETE', `${base}/${view.id}`, { token: bob.token })).status).toBe(404);
  });

  it('when a view is shared, then the firm sees it; only its owner or a firm administrator changes it', async () => {
    const view = await create(ann.token, { ...VIEW, name: 'Shared desk view', shared: true });
    const seen = await p.request('GET', `${base}/${view.id}`, { token: bob.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ shared: true, editable: false, ownerName: expect.any(String) });
    const bobEdits = await p.request('PUT', `${base}/${view.id}`, {
      token: bob.token,
      body: { ...seen.body, name: 'Mine now' },
    });
    expect(bobEdits.status).toBe(403);
    expect((await p.request('DELETE', `${base}/${view.id}`, { token: bob.token })).status).toBe(403);

    // react-admin sends the whole record back: read-only fields are dropped, the version is checked.
    const renamed = await p.request('PUT', `${base}/${view.id}`, {
      token: admin.token,
      body: { ...seen.body, name: 'Desk view (tidied)' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Desk view (tidied)', version: 2, ownerId: ann.userId });
    const stale = await p.request('PUT', `${base}/${view.id}`, {
      token: ann.token,
      body: { ...seen.body, name: 'Old version' },
    });
    expect(stale.status).toBe(412);

    const gone = await p.request('DELETE', `${base}/${view.id}`, { token: ann.token });
    expect(gone.status).toBe(200);
    expect(gone.body.id).toBe(view.id);
    expect((await p.request('GET', `${base}/${view.id}`, { token: ann.token })).status).toBe(404);
  });

  it("when another firm asks for a view by id or by its firm's path, then 404", async () => {
    const view = await create(ann.token, { ...VIEW, shared: true, name: 'Firm only' });
    expect(
      (await p.request('GET', `/keel/${OTHER}/savedViews/${view.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await p.request('GET', `${base}/${view.id}`, { token: stranger.token })).status).toBe(404);
    expect((await p.request('GET', base, { token: stranger.token })).status).toBe(404);
    const theirs = await p.request('GET', `/keel/${OTHER}/savedViews`, { token: stranger.token });
    expect(theirs.body).toEqual([]);
    expect(theirs.headers.get('content-range')).toBe('savedViews */0');
  });

  it('when the filters are not a JSON object, or the list filter is not JSON, then 400 with fieldErrors', async () => {
    const bad = await p.request('POST', base, {
      token: ann.token,
      body: { ...VIEW, filters: '{"status":', name: '', resource: 'dogs' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.map((e: { fieldName: string }) => e.fieldName).sort()).toEqual([
      'filters',
      'name',
      'resource',
    ]);
    const badList = await p.request('GET', `${base}?filter=${encodeURIComponent('{"resource":')}`, {
      token: ann.token,
    });
    expect(badList.status).toBe(400);
    expect(badList.body.error.fieldErrors).toEqual([
      { fieldName: 'filter', errorMessage: 'Must be a JSON object' },
    ]);
  });
});
