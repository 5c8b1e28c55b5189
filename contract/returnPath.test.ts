import { describe, expect, it } from 'vitest';
import { HOME, safeReturnPath } from './returnPath';
import { NASTY_RETURN_PATHS } from './returnPathCases';

describe('the return-path rule', () => {
  it.each(NASTY_RETURN_PATHS.map((value) => [String(JSON.stringify(value)).slice(0, 60), value]))(
    'when the return path is %s, then it is home',
    (_label, value) => {
      expect(safeReturnPath(value)).toBe(HOME);
    },
  );

  it.each([
    ['/', '/'],
    ['/clients', '/clients'],
    ['/clients?status=Active#top', '/clients?status=Active#top'],
    ['/clients/C069J8P/overview?tab=2', '/clients/C069J8P/overview?tab=2'],
    ['/clients//C069J8P', '/clients/C069J8P'],
    ['/clients?q=a b', '/clients?q=a%20b'],
    ['/clients?next=//evil.example', '/clients?next=//evil.example'],
    ['/clients?filter=%7B%22q%22%3A%22x%22%7D', '/clients?filter=%7B%22q%22%3A%22x%22%7D'],
    ['/authorised', '/authorised'],
    ['/apiary', '/apiary'],
  ])('when the return path is %j, then the user returns to %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('when a safe path is checked again, then it is unchanged (the rule is a fixed point)', () => {
    for (const value of ['/clients//x?y=1#z', '/clients?q=a b', '/accounts/A1/transactions?page=2'])
      expect(safeReturnPath(safeReturnPath(value))).toBe(safeReturnPath(value));
  });
});
