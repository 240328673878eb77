import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './seeded-random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed, in any runtime', () => {
    const a = createRandom('demo');
    const b = createRandom('demo');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(createRandom('other').next()).not.toBe(first[0]);
  });

  it('keeps draws within their ranges', () => {
    const random = createRandom(42);
    for (let i = 0; i < 2000; i += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = random.int(3, 5);
      expect([3, 4, 5]).toContain(int);
    }
    expect(random.hex(40)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('forks independent streams: drawing from one does not shift the other', () => {
    const root = createRandom('seed');
    const fork = root.fork('runs').next();
    const again = createRandom('seed');
    again.next();
    again.next();
    expect(again.fork('runs').next()).toBe(fork);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });

  it('hashes strings stably (FNV-1a)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });
});
