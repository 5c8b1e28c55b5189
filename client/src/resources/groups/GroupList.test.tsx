import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_SCOPES } from '../../../../contract';
import { App } from '../../App';
import { fakeFetch, json } from '../../data/testing';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: ALL_SCOPES,
  user: { id: 'U1', name: 'Morgan Ellis', email: 'morgan@example.com', userType: 'User' },
};
const GROUP = {
  id: 'G1',
  firmId: 'F1',
  name: 'Hopper household',
  groupIntent: 'Client Fee Group',
  status: 'Active',
  memberCount: 2,
  auditDetails: {
    updateDate: '2026-11-20T10:00:00Z',
    userFirmId: 'F1',
    userId: 'U1',
    version: 2,
    application: 'Keel',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GroupListPage', () => {
  it(
    'when opened with the spec’s portfolioGroups_f.id, then it lists only that client fee group as a visible filter',
    { timeout: 40_000 },
    async () => {
      const { fetch, seen } = fakeFetch((request) => {
        const path = new URL(request.url, 'http://keel.test').pathname;
        if (path === '/api/auth/me') return json(200, ME);
        if (path === '/api/proxy/portfolioGroup/F1')
          return json(200, { data: [GROUP], meta: { count: 1, page: 1, pageSize: 50 } });
        return json(404, { error: { statusCode: 404, errorMessage: `No ${path}`, fieldErrors: [] } });
      });
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/clients/groups?portfolioGroups_f.id=G1');
      render(<App />);

      expect(await screen.findByText('Hopper household', {}, { timeout: 8000 })).toBeTruthy();
      const list = seen.find((r) => r.url.startsWith('/api/proxy/portfolioGroup/F1'))!;
      const query = new URL(list.url, 'http://keel.test').searchParams;
      expect(query.get('id')).toBe('G1');
      expect(query.get('groupIntent')).toBe('Client Fee Group');
      expect(window.location.pathname).toBe('/clients/groups');
      expect(JSON.parse(new URLSearchParams(window.location.search).get('filter')!)).toEqual({ id: 'G1' });
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Group ID' })).toHaveProperty('value', 'G1'),
      );
      expect(screen.getByRole('link', { name: 'View clients' }).getAttribute('href')).toBe(
        `/clients?filter=${encodeURIComponent(JSON.stringify({ clientFeeGroupId: 'G1' }))}`,
      );
    },
  );
});
