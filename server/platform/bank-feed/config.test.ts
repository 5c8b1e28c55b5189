import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const PROD_SECRETS = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  OIDC_CLIENT_SECRET: 'o'.repeat(40),
  PLATFORM_TOKEN_SECRET: 'p'.repeat(40),
  CLIENT_AUTH_SECRET: 'c'.repeat(40),
};

describe('the process switch of the simulated bank feed', () => {
  it('when NODE_ENV is production and nothing is said, then the feed is off; outside production it is on', () => {
    expect(loadConfig(PROD_SECRETS).bankFeedSimulator).toBe(false);
    expect(loadConfig({}).bankFeedSimulator).toBe(true);
  });

  it('when BANK_FEED_SIMULATOR says so, then it wins either way, and another value is refused', () => {
    expect(loadConfig({ ...PROD_SECRETS, BANK_FEED_SIMULATOR: 'on' }).bankFeedSimulator).toBe(true);
    expect(loadConfig({ BANK_FEED_SIMULATOR: 'off' }).bankFeedSimulator).toBe(false);
    expect(() => loadConfig({ BANK_FEED_SIMULATOR: 'yes' })).toThrow(/BANK_FEED_SIMULATOR/);
  });
});
