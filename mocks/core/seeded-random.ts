// Deterministic randomness: the same seed yields the same dataset in Node and in the browser alike.

/** `MOCK_SEED`, or the default dataset's when none is given. */
export function resolveSeed(seed: string | undefined): string {
  return seed && seed.length > 0 ? seed : 'ci-insights-demo';
}

/** Stable 32-bit hash of a string (FNV-1a), used to turn `MOCK_SEED` and labels into seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Normally distributed (Box–Muller), for durations and jitter. */
  normal(mean: number, deviation: number): number;
  /** Lower-case hexadecimal string of `length` digits (commit SHAs). */
  hex(length: number): string;
  /** An independent stream of this seed and a label: adding draws in one place reshuffles no other part. */
  fork(label: string): Random;
}

/** sfc32: small, fast and good enough for test data; seeded from a 32-bit number. */
export function createRandom(seed: number | string): Random {
  const base = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  // The state in a typed array: 32-bit words held as numbers would each be boxed on every draw.
  const state = new Int32Array([0x9e3779b9, 0x243f6a88, 0xb7e15162, base]);
  const nextUint32 = (): number => {
    const a = state[0]!;
    const b = state[1]!;
    const c = state[2]!;
    const d = (state[3]! + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    state[0] = b ^ (b >>> 9);
    state[1] = (c + (c << 3)) | 0;
    state[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    state[3] = d;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) nextUint32();

  const random: Random = {
    next: () => nextUint32() / 4294967296,
    int: (min, max) => min + Math.floor(random.next() * (max - min + 1)),
    chance: (p) => random.next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(random.next() * items.length)] as T;
    },
    normal: (mean, deviation) => {
      const u = 1 - random.next();
      const v = random.next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    hex: (length) => {
      let out = '';
      while (out.length < length) out += nextUint32().toString(16).padStart(8, '0');
      return out.slice(0, length);
    },
    fork: (label) => createRandom(hashString(`${base}:${label}`)),
  };
  return random;
}
