import { describe, expect, it } from 'vitest';
import { fetchEnv, parseEnv } from './env';
import { fakeFetch, json } from './testing';

describe('/api/env', () => {
  it('when the BFF answers, then the session duration and DSN come from it', async () => {
    const { fetch, seen } = fakeFetch(json(200, { env: 'staging', sessionDurationSeconds: 5, monitoringDsn: 'https://e.example/1' }));
    expect(await fetchEnv(fetch)).toEqual({ env: 'staging', sessionDurationSeconds: 5, monitoringDsn: 'https://e.example/1' });
    expect(seen[0].url).toBe('/api/env');
  });

  it('when it cannot be read or makes no sense, then the session lasts the default 590 s and monitoring is off', async () => {
    expect(await fetchEnv(fakeFetch(new Response('nope', { status: 502 })).fetch)).toEqual({ env: 'unknown', sessionDurationSeconds: 590 });
    expect(await fetchEnv(() => Promise.reject(new TypeError('offline')))).toMatchObject({ sessionDurationSeconds: 590 });
    expect(parseEnv({ env: 'local', sessionDurationSeconds: -1, monitoringDsn: '' })).toEqual({ env: 'local', sessionDurationSeconds: 590 });
    expect(parseEnv({ sessionDurationSeconds: '60' }).sessionDurationSeconds).toBe(590);
  });
});
