import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

const newGroup = async (name: string): Promise<string> =>
  (await keel.api('POST', '/portfolioGroup', { firmId: DEMO.firmId, name, groupIntent: 'Client Fee Group' }))
    .data.id;

afterEach(cleanup);

describe('GroupListPage', () => {
  it(
    'when opened with the spec’s portfolioGroups_f.id, then it lists only that client fee group as a visible filter',
    { timeout: 60_000 },
    async () => {
      const id = await newGroup('Hopper household');
      await newGroup('Lovelace household');
      window.history.pushState({}, '', `/clients/groups?portfolioGroups_f.id=${id}`);
      render(<App />);

      expect(await screen.findByText('Hopper household', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByText('Lovelace household')).toBeNull();
      const list = keel.sent.find((r) => r.url.startsWith(`/api/proxy/portfolioGroup/${DEMO.firmId}?`))!;
      const query = new URL(list.url, keel.origin).searchParams;
      expect(query.get('id')).toBe(id);
      expect(query.get('groupIntent')).toBe('Client Fee Group');
      expect(window.location.pathname).toBe('/clients/groups');
      expect(JSON.parse(new URLSearchParams(window.location.search).get('filter')!)).toEqual({ id });
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Group ID' })).toHaveProperty('value', id),
      );
      expect(screen.getByRole('link', { name: 'View clients' }).getAttribute('href')).toBe(
        `/clients?filter=${encodeURIComponent(JSON.stringify({ clientFeeGroupId: id }))}`,
      );
    },
  );
});
