import { describe, expect, it } from 'vitest';
import { perHourText, rateText, reasonText, secondsText } from './figure-words';

describe('figure words', () => {
  it('says "no jobs" where the service had nothing to measure, never 0', () => {
    expect([rateText(null), secondsText(null), perHourText(null)]).toEqual(['no jobs', 'no jobs', 'no jobs']);
    expect([rateText(0), secondsText(0), perHourText(0)]).toEqual(['0%', '0 s', '0']);
  });

  it('words a reason with the runner’s figure beside the fleet’s', () => {
    expect(reasonText({ figure: 'success-rate', runner: 0.625, fleet: 0.9104 })).toBe('success rate 62.5% against the fleet’s 91.0%');
    expect(reasonText({ figure: 'median-duration', runner: 500, fleet: 190 })).toBe(
      'median duration 8 min 20 s against the fleet’s 3 min 10 s',
    );
  });
});
