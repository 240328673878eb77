import { describe, expect, it } from 'vitest';
import { describeQuarantineScope, quarantinePhrase } from './quarantine-scope';

describe('a quarantine’s scope in words', () => {
  it('says "every branch" for the API’s null branch, alone or after "on"', () => {
    expect(describeQuarantineScope(null)).toBe('every branch');
    expect(describeQuarantineScope('main')).toBe('branch main');
  });

  it('names a test’s quarantine in one phrase: its source, then where it applies', () => {
    expect(quarantinePhrase(undefined)).toBe('Not quarantined');
    expect(quarantinePhrase({ source: 'auto', branch: null })).toBe('Auto-quarantined on every branch');
    expect(quarantinePhrase({ source: 'manual', branch: 'main' })).toBe('Quarantined on main');
  });
});
