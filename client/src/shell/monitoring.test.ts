import { describe, expect, it, vi } from 'vitest';
import { createMonitoring, monitoringEnabled, type MonitoringSettings } from './monitoring';

const LIVE: MonitoringSettings = {
  dsn: 'https://errors.example/keel',
  env: 'production',
  hostname: 'console.firm.example',
  automated: false,
  mode: 'production',
};

describe('monitoring', () => {
  it('when the DSN is set on a non-local host, then it is on; unset, local, automated or under test it is off', () => {
    expect(monitoringEnabled(LIVE)).toBe(true);
    expect(monitoringEnabled({ ...LIVE, dsn: undefined })).toBe(false);
    expect(monitoringEnabled({ ...LIVE, env: 'local' })).toBe(false);
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'keel.localhost'])
      expect(monitoringEnabled({ ...LIVE, hostname })).toBe(false);
    expect(monitoringEnabled({ ...LIVE, automated: true })).toBe(false);
    expect(monitoringEnabled({ ...LIVE, mode: 'test' })).toBe(false);
  });

  it('when on, then window errors and rejections are posted to the DSN with the path, not the query', () => {
    const send = vi.fn();
    const monitoring = createMonitoring(send, () => Date.UTC(2026, 0, 1));
    const target = new EventTarget() as unknown as Window;
    expect(monitoring.start(target, LIVE)).toBe(true);
    window.history.pushState({}, '', '/clients?q=Smith');
    target.dispatchEvent(Object.assign(new Event('error'), { error: new TypeError('x is undefined') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'lost' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0][0]).toBe('https://errors.example/keel');
    expect(send.mock.calls[0][1]).toMatchObject({
      kind: 'error',
      message: 'x is undefined',
      path: '/clients',
      env: 'production',
      at: '2026-01-01T00:00:00.000Z',
    });
    expect(send.mock.calls[1][1]).toMatchObject({ kind: 'unhandledrejection', message: 'lost' });
  });

  it('when off, then nothing is sent; when errors repeat or flood, then each message goes once and ten a minute at most', () => {
    const send = vi.fn();
    const off = createMonitoring(send);
    expect(off.start(new EventTarget() as unknown as Window, { ...LIVE, env: 'local' })).toBe(false);
    off.report(new Error('ignored'));
    expect(send).not.toHaveBeenCalled();
    let t = 0;
    const on = createMonitoring(send, () => t);
    on.start(new EventTarget() as unknown as Window, LIVE);
    on.report(new Error('same'));
    on.report(new Error('same'));
    for (let i = 0; i < 20; i++) on.report(new Error(`error ${i}`));
    expect(send).toHaveBeenCalledTimes(10);
    t = 60_000;
    on.report(new Error('same'));
    expect(send).toHaveBeenCalledTimes(11);
  });
});
