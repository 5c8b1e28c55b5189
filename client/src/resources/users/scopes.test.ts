import { describe, expect, it } from 'vitest';
import { has, toggle } from './scopes';

describe('permission matrix toggles', () => {
  it('when readWrite is ticked, then read is ticked with it; unticking read unticks readWrite', () => {
    const on = toggle([], 'Client', 'readWrite', true);
    expect(on).toEqual([{ scope: 'Client', ranges: ['read', 'readWrite'] }]);
    expect(toggle(on, 'Client', 'read', false)).toEqual([]);
  });

  it('when readWrite is unticked, then read stays; action and writeClient stand alone', () => {
    const start = toggle(toggle([], 'Client', 'readWrite', true), 'Client', 'writeClient', true);
    expect(toggle(start, 'Client', 'readWrite', false)).toEqual([
      { scope: 'Client', ranges: ['read', 'writeClient'] },
    ]);
    expect(has(toggle([], 'Account', 'action', true), 'Account', 'read')).toBe(false);
  });

  it('when boxes are ticked in any order, then resources and levels keep the spec order', () => {
    let scopes = toggle([], 'Firm Management', 'read', true);
    scopes = toggle(scopes, 'Client', 'action', true);
    scopes = toggle(scopes, 'Client', 'read', true);
    expect(scopes).toEqual([
      { scope: 'Client', ranges: ['read', 'action'] },
      { scope: 'Firm Management', ranges: ['read'] },
    ]);
  });
});
