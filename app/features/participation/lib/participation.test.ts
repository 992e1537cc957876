import { describe, expect, it } from 'vitest';
import { participate } from '@content/participate';
import { splitEvents, todayInHail } from './events';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('prefills an encoded subject and body', () => {
    expect(mailtoHref('opendata@hailhub.sa', { subject: 'Data request', body: 'Line 1\nLine 2' })).toBe(
      'mailto:opendata@hailhub.sa?subject=Data%20request&body=Line%201%0ALine%202',
    );
  });
  it('leaves out empty parts', () => {
    expect(mailtoHref('a@b.sa')).toBe('mailto:a@b.sa');
    expect(mailtoHref('a@b.sa', { subject: 'Hi & bye' })).toBe('mailto:a@b.sa?subject=Hi%20%26%20bye');
  });
});

describe('events', () => {
  const events = [{ date: '2027-01-19' }, { date: '2026-12-08' }, { date: '2027-03-06' }];
  it('lists every event as upcoming, soonest first, when the date is unknown', () => {
    expect(splitEvents(events, null)).toEqual({
      upcoming: [{ date: '2026-12-08' }, { date: '2027-01-19' }, { date: '2027-03-06' }],
      past: [],
    });
  });
  it('keeps an event upcoming on its own day and moves it to past the day after', () => {
    expect(splitEvents(events, '2027-01-19').upcoming.map((e) => e.date)).toEqual([
      '2027-01-19',
      '2027-03-06',
    ]);
    expect(splitEvents(events, '2027-01-20')).toEqual({
      upcoming: [{ date: '2027-03-06' }],
      past: [{ date: '2027-01-19' }, { date: '2026-12-08' }],
    });
  });
  it('knows the date in Hail (UTC+3)', () => {
    expect(todayInHail(new Date('2026-12-07T21:30:00Z'))).toBe('2026-12-08');
    expect(todayInHail(new Date('2026-12-07T20:30:00Z'))).toBe('2026-12-07');
  });
  it('has content events with ISO dates', () => {
    for (const e of participate.events) expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
