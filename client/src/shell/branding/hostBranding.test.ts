import { describe, expect, it } from 'vitest';
import { fetchHostTheme, HOST_BRANDING_PATH } from './hostBranding';

const answer = (status: number, body?: unknown) => async (input: string) => {
  expect(input).toBe(HOST_BRANDING_PATH);
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
};

describe('fetchHostTheme', () => {
  it('when the host is a firm’s, then its node’s theme is answered', async () => {
    const data = {
      id: 'H1',
      host: 'a.test',
      firmId: 'F',
      nodeId: '0',
      type: 'Professional',
      theme: { brandColor: '#123456' },
    };
    expect(await fetchHostTheme(answer(200, { data }))).toEqual({ brandColor: '#123456' });
  });

  it('when the host is nobody’s, the answer is malformed, or the network fails, then undefined', async () => {
    expect(await fetchHostTheme(answer(204))).toBeUndefined();
    expect(await fetchHostTheme(answer(200, { data: { theme: { brandColor: 'pink' } } }))).toBeUndefined();
    expect(
      await fetchHostTheme(async () => {
        throw new TypeError('offline');
      }),
    ).toBeUndefined();
  });
});
