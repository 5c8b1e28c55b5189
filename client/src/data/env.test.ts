import { describe, expect, it } from 'vitest';
import { useRealKeel } from '../testing/realKeel';
import { fetchEnv, parseEnv } from './env';

const keel = useRealKeel('adviser', {
  config: { KEEL_ENV: 'staging', SESSION_DURATION_SECONDS: '300', MONITORING_DSN: 'https://e.example/1' },
});

describe('/api/env', () => {
  it('when the BFF answers, then the environment, the session duration and the DSN come from it', async () => {
    expect(await fetchEnv()).toEqual({
      env: 'staging',
      sessionDurationSeconds: 300,
      monitoringDsn: 'https://e.example/1',
    });
    expect(keel.sent.map((r) => r.url)).toEqual(['/api/env']);
  });

  it('when it cannot be read or makes no sense, then the session lasts the default 590 s and monitoring is off', async () => {
    const nothingListens = (url: string) => globalThis.fetch(`http://127.0.0.1:1${url}`);
    expect(await fetchEnv(nothingListens)).toEqual({ env: 'unknown', sessionDurationSeconds: 590 });
    expect(parseEnv({ env: 'local', sessionDurationSeconds: -1, monitoringDsn: '' })).toEqual({
      env: 'local',
      sessionDurationSeconds: 590,
    });
    expect(parseEnv({ sessionDurationSeconds: '60' }).sessionDurationSeconds).toBe(590);
  });
});
