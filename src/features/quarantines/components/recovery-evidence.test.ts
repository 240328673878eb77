import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../../../../mocks/fixtures';
import { HOUR_MS } from '@/lib/time-constants';
import { recoveryWindow } from './recovery-evidence';

describe('recoveryWindow', () => {
  it('is the 7 days to the last whole hour, so a reload within the hour asks the same', () => {
    const hour = Math.floor(Date.parse(FIXTURE_NOW) / HOUR_MS) * HOUR_MS;
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    expect(recoveryWindow(hour + 25 * 60_000)).toEqual({ start: iso(hour - 7 * 24 * HOUR_MS), end: iso(hour) });
  });
});
