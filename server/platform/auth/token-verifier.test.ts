import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from './token-verifier';

const verifier = () =>
  createTokenVerifier({
    secret: 'a-test-secret-that-is-long-enough-for-hs256',
    ttlSeconds: 60,
    oidc: { issuerUrl: 'http://127.0.0.1:9/oidc', audience: 'urn:keel:platform' },
  });

afterEach(() => vi.useRealTimers());

describe('remembered token verification', () => {
  it('when a verified token is presented again, then it gives the same claims', async () => {
    const tokens = verifier();
    const token = await tokens.sign({ firmId: 'ACME', userId: 'U1' });
    expect(await tokens.verify(token)).toEqual({ firmId: 'ACME', userId: 'U1' });
    expect(await tokens.verify(token)).toEqual({ firmId: 'ACME', userId: 'U1' });
  });

  it('when a remembered token has expired, then it is refused', async () => {
    const tokens = verifier();
    const token = await tokens.sign({ firmId: 'ACME', userId: 'U1' });
    await tokens.verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(tokens.verify(token)).rejects.toThrow();
  });

  it('when a token differs from a remembered one by its signature, then it is refused', async () => {
    const tokens = verifier();
    const token = await tokens.sign({ firmId: 'ACME', userId: 'U1' });
    await tokens.verify(token);
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    await expect(tokens.verify(forged)).rejects.toThrow();
  });
});
