import { describe, expect, it } from 'vitest';
import { perHourText, rateText, reasonText, secondsText, windowNames } from './figure-words';

describe('figure words', () => {
  it('says "no jobs" where the service had nothing to measure, never 0', () => {
    expect([rateText(null), secondsText(null), perHourText(null)]).toEqual(['no jobs', 'no jobs', 'no jobs']);
    expect([rateText(0), secondsText(0), perHourText(0)]).toEqual(['0%', '0 s', '0']);
  });

  it('words a reason with the runner’s figure beside its peers’', () => {
    expect(reasonText({ figure: 'success-rate', runner: 0.625, peers: 0.9104 }, 'linux-x64')).toBe(
      'success rate 62.5% against 91.0% on the rest of linux-x64',
    );
    expect(reasonText({ figure: 'median-duration', runner: 500, peers: 190 }, 'gpu')).toBe(
      'median duration 8 min 20 s against 3 min 10 s on the rest of gpu',
    );
  });

  it('names a preset, a custom window and the window of equal length before each', () => {
    expect(windowNames({ preset: '7d' })).toEqual({ current: 'Last 7 days', previous: 'Previous 7 days', length: '7 days' });
    expect(windowNames({ start: '2026-11-09T00:00:00Z', end: '2026-11-16T12:00:00Z' })).toEqual({
      current: 'Chosen window',
      previous: 'Window before',
      length: '7 days 12 hours',
    });
  });
});
