// Raw test runs in columns (typed arrays), one block per test identity, sorted by time. At scale 10
// the store holds well over a million runs; columns keep that compact and scans fast.

export const CONCLUSIONS = ['passed', 'failed', 'skipped', 'cancelled'] as const;
export type Conclusion = (typeof CONCLUSIONS)[number];
export const PASSED = 0;
export const FAILED = 1;
export const SKIPPED = 2;
export const CANCELLED = 3;

export interface RunColumns {
  readonly length: number;
  /** Epoch ms, ascending. */
  readonly time: Float64Array;
  /** Milliseconds. */
  readonly duration: Float32Array;
  /** Index into CONCLUSIONS. */
  readonly conclusion: Uint8Array;
  /** 1 for the first run of a commit, 2+ for reruns. */
  readonly attempt: Uint8Array;
  /** Index into the repository's commits. */
  readonly commit: Uint32Array;
  /** Index into the test's failure kinds for failed runs, -1 otherwise. */
  readonly failureKind: Int8Array;
  /** Which identity of the test ran it (always 0 for single-identity columns; set in merged views). */
  readonly identity: Uint16Array;
}

export interface RunInput {
  time: number;
  duration: number;
  conclusion: number;
  attempt: number;
  commit: number;
  failureKind: number;
  identity?: number;
}

/** Builds columns from loose runs (sorted by time here), for the generator and for tests. */
export function columnsFromRuns(runs: readonly RunInput[]): RunColumns {
  const order = runs
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = runs[a] as RunInput;
      const rb = runs[b] as RunInput;
      return ra.time - rb.time || ra.attempt - rb.attempt || a - b;
    });
  const length = runs.length;
  const columns = {
    length,
    time: new Float64Array(length),
    duration: new Float32Array(length),
    conclusion: new Uint8Array(length),
    attempt: new Uint8Array(length),
    commit: new Uint32Array(length),
    failureKind: new Int8Array(length),
    identity: new Uint16Array(length),
  };
  order.forEach((source, target) => {
    const run = runs[source] as RunInput;
    columns.time[target] = run.time;
    columns.duration[target] = run.duration;
    columns.conclusion[target] = run.conclusion;
    columns.attempt[target] = run.attempt;
    columns.commit[target] = run.commit;
    columns.failureKind[target] = run.failureKind;
    columns.identity[target] = run.identity ?? 0;
  });
  return columns;
}

/** Merges several identities' columns into one time-ordered view, tagging each run with its identity. */
export function mergeColumns(parts: readonly RunColumns[]): RunColumns {
  if (parts.length === 1 && parts[0]) return parts[0];
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const merged = {
    length,
    time: new Float64Array(length),
    duration: new Float32Array(length),
    conclusion: new Uint8Array(length),
    attempt: new Uint8Array(length),
    commit: new Uint32Array(length),
    failureKind: new Int8Array(length),
    identity: new Uint16Array(length),
  };
  const cursors = parts.map(() => 0);
  for (let target = 0; target < length; target += 1) {
    let best = -1;
    let bestTime = Infinity;
    parts.forEach((part, index) => {
      const cursor = cursors[index] as number;
      if (cursor < part.length) {
        const time = part.time[cursor] as number;
        if (time < bestTime) {
          bestTime = time;
          best = index;
        }
      }
    });
    const part = parts[best] as RunColumns;
    const source = cursors[best] as number;
    cursors[best] = source + 1;
    merged.time[target] = part.time[source] as number;
    merged.duration[target] = part.duration[source] as number;
    merged.conclusion[target] = part.conclusion[source] as number;
    merged.attempt[target] = part.attempt[source] as number;
    merged.commit[target] = part.commit[source] as number;
    merged.failureKind[target] = part.failureKind[source] as number;
    merged.identity[target] = best;
  }
  return merged;
}

/** First index whose time is >= `time`. */
export function lowerBound(times: Float64Array, time: number, from = 0, to = times.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index range [from, to) of the runs with start <= time < end. */
export function rangeOf(columns: RunColumns, start: number, end: number): [number, number] {
  const from = lowerBound(columns.time, start);
  return [from, lowerBound(columns.time, end, from)];
}

/** The runs with start <= time < end, as views over the same arrays (no copy). */
export function sliceRuns(columns: RunColumns, start: number, end: number): RunColumns {
  const [from, to] = rangeOf(columns, start, end);
  if (from === 0 && to === columns.length) return columns;
  return {
    length: to - from,
    time: columns.time.subarray(from, to),
    duration: columns.duration.subarray(from, to),
    conclusion: columns.conclusion.subarray(from, to),
    attempt: columns.attempt.subarray(from, to),
    commit: columns.commit.subarray(from, to),
    failureKind: columns.failureKind.subarray(from, to),
    identity: columns.identity.subarray(from, to),
  };
}

/**
 * `columns` without the runs before `keepFrom`, plus `extra` (a later day's runs; some may fall before
 * runs already held, e.g. a day's reruns spilling past midnight), in time order. The runs held keep
 * their order; an added run goes after held runs of the same time. New arrays: views over the old
 * ones stay valid.
 */
export function appendRuns(columns: RunColumns, extra: RunColumns, keepFrom: number): RunColumns {
  const from = lowerBound(columns.time, keepFrom);
  if (extra.length === 0 && from === 0) return columns;
  const length = columns.length - from + extra.length;
  const merged = {
    length,
    time: new Float64Array(length),
    duration: new Float32Array(length),
    conclusion: new Uint8Array(length),
    attempt: new Uint8Array(length),
    commit: new Uint32Array(length),
    failureKind: new Int8Array(length),
    identity: new Uint16Array(length),
  };
  let held = from;
  let next = 0;
  for (let target = 0; target < length; target += 1) {
    const takeHeld = next >= extra.length || (held < columns.length && (columns.time[held] as number) <= (extra.time[next] as number));
    const source = takeHeld ? columns : extra;
    const index = takeHeld ? held++ : next++;
    merged.time[target] = source.time[index] as number;
    merged.duration[target] = source.duration[index] as number;
    merged.conclusion[target] = source.conclusion[index] as number;
    merged.attempt[target] = source.attempt[index] as number;
    merged.commit[target] = source.commit[index] as number;
    merged.failureKind[target] = source.failureKind[index] as number;
    merged.identity[target] = source.identity[index] as number;
  }
  return merged;
}

/**
 * Runs appended one at a time into growable typed arrays, for the generator: millions of runs without
 * an object each. `toColumns` orders them like columnsFromRuns (time, then attempt, then arrival).
 */
export class RunBuffer {
  length = 0;
  private time = new Float64Array(8);
  private duration = new Float32Array(8);
  private conclusion = new Uint8Array(8);
  private attempt = new Uint8Array(8);
  private commit = new Uint32Array(8);
  private failureKind = new Int8Array(8);

  push(time: number, duration: number, conclusion: number, attempt: number, commit: number, failureKind: number): void {
    if (this.length === this.time.length) this.grow();
    const index = this.length;
    this.time[index] = time;
    this.duration[index] = duration;
    this.conclusion[index] = conclusion;
    this.attempt[index] = attempt;
    this.commit[index] = commit;
    this.failureKind[index] = failureKind;
    this.length = index + 1;
  }

  toColumns(): RunColumns {
    const length = this.length;
    const order = new Uint32Array(length);
    for (let i = 0; i < length; i += 1) order[i] = i;
    const { time, attempt } = this;
    order.sort((a, b) => (time[a] as number) - (time[b] as number) || (attempt[a] as number) - (attempt[b] as number) || a - b);
    const columns = {
      length,
      time: new Float64Array(length),
      duration: new Float32Array(length),
      conclusion: new Uint8Array(length),
      attempt: new Uint8Array(length),
      commit: new Uint32Array(length),
      failureKind: new Int8Array(length),
      identity: new Uint16Array(length),
    };
    for (let target = 0; target < length; target += 1) {
      const source = order[target] as number;
      columns.time[target] = time[source] as number;
      columns.duration[target] = this.duration[source] as number;
      columns.conclusion[target] = this.conclusion[source] as number;
      columns.attempt[target] = attempt[source] as number;
      columns.commit[target] = this.commit[source] as number;
      columns.failureKind[target] = this.failureKind[source] as number;
    }
    return columns;
  }

  private grow(): void {
    const capacity = this.time.length * 2;
    const grown = <T extends Float64Array | Float32Array | Uint8Array | Uint32Array | Int8Array>(
      array: T,
      make: (size: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.time = grown(this.time, (size) => new Float64Array(size));
    this.duration = grown(this.duration, (size) => new Float32Array(size));
    this.conclusion = grown(this.conclusion, (size) => new Uint8Array(size));
    this.attempt = grown(this.attempt, (size) => new Uint8Array(size));
    this.commit = grown(this.commit, (size) => new Uint32Array(size));
    this.failureKind = grown(this.failureKind, (size) => new Int8Array(size));
  }
}
