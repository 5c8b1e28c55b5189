import { describe, expect, it } from 'vitest';
import { ageOnDay, seedCalendar } from './calendar';

describe('the seed calendar', () => {
  it('when seeded on a Monday, then the latest price is the Friday before', () => {
    const cal = seedCalendar(new Date('2026-11-23T10:00:00Z'));
    expect([cal.today, cal.lastPriceDay]).toEqual(['2026-11-23', '2026-11-20']);
  });

  it('when seeded on a Saturday or a Wednesday, then the latest price is the business day before', () => {
    expect(seedCalendar(new Date('2026-11-28T10:00:00Z')).lastPriceDay).toBe('2026-11-27');
    expect(seedCalendar(new Date('2026-11-25T10:00:00Z')).lastPriceDay).toBe('2026-11-24');
  });

  it('when it is after 23:00 UTC in a British summer, then today is already the next London day', () => {
    expect(seedCalendar(new Date('2026-06-30T23:30:00Z')).today).toBe('2026-07-01');
  });

  it('when price days are asked for, then they are the weekdays of the years before, ending on the last price day', () => {
    const cal = seedCalendar(new Date('2026-11-23T10:00:00Z'));
    const days = cal.priceDays(1);
    expect(days[0]).toBe('2025-11-24');
    expect(days.at(-1)).toBe('2026-11-20');
    for (const day of days) expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    expect(days.length).toBeGreaterThan(255);
  });

  it('when a timestamp would be later than the seeding moment, then it is the moment just before', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const cal = seedCalendar(now);
    expect(cal.at('2026-11-23', 9 * 60)).toEqual(new Date('2026-11-23T09:00:00Z'));
    expect(cal.at('2026-11-23', 15 * 60).getTime()).toBeLessThan(now.getTime());
  });

  it('when a day falls on a weekend, then weekday() gives the Friday before; business days skip weekends', () => {
    const cal = seedCalendar(new Date('2026-11-23T10:00:00Z'));
    expect([cal.weekday('2026-11-22'), cal.weekday('2026-11-21'), cal.weekday('2026-11-20')]).toEqual([
      '2026-11-20',
      '2026-11-20',
      '2026-11-20',
    ]);
    expect(cal.businessDaysBefore(3)).toBe('2026-11-18');
  });

  it('when an age is counted, then the birthday itself completes the year', () => {
    expect(ageOnDay('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOnDay('2008-11-23', '2026-11-23')).toBe(18);
  });
});
