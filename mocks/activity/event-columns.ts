// Column store of the indexed event fields, one typed array per field, grown by doubling. Lets the list
// and aggregate scans run over numbers instead of objects.
export class EventColumns {
  length = 0;
  /** received_at, epoch ms, non-decreasing. */
  time = new Float64Array(0);
  /** id, strictly increasing (ids are assigned in time order). */
  id = new Float64Array(0);
  typeCode = new Uint8Array(0);
  outcomeCode = new Uint8Array(0);
  triggerSlot = new Int32Array(0);
  /** Slot of the pull request number in the shared number dictionary, -1 when null. */
  pullRequestSlot = new Int32Array(0);
  baseRefSlot = new Int32Array(0);
  /** Slot of the batch (draft) pull request number, -1 when the event is not part of a batch lifecycle. */
  batchSlot = new Int32Array(0);

  constructor(initialCapacity = 1024) {
    this.grow(initialCapacity);
  }

  get capacity(): number {
    return this.time.length;
  }

  ensureCapacity(wanted: number): void {
    if (wanted > this.capacity) this.grow(Math.max(wanted, this.capacity * 2));
  }

  private grow(capacity: number): void {
    const resize = <A extends Float64Array | Int32Array | Uint8Array>(old: A, make: (n: number) => A): A => {
      const next = make(capacity);
      next.set(old.subarray(0, this.length));
      return next;
    };
    this.time = resize(this.time, (n) => new Float64Array(n));
    this.id = resize(this.id, (n) => new Float64Array(n));
    this.typeCode = resize(this.typeCode, (n) => new Uint8Array(n));
    this.outcomeCode = resize(this.outcomeCode, (n) => new Uint8Array(n));
    this.triggerSlot = resize(this.triggerSlot, (n) => new Int32Array(n));
    this.pullRequestSlot = resize(this.pullRequestSlot, (n) => new Int32Array(n));
    this.baseRefSlot = resize(this.baseRefSlot, (n) => new Int32Array(n));
    this.batchSlot = resize(this.batchSlot, (n) => new Int32Array(n));
  }
}

/** First index whose value is >= target (sorted ascending column). */
export function lowerBound(column: Float64Array, length: number, target: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((column[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose value is > target (sorted ascending column). */
export function upperBound(column: Float64Array, length: number, target: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((column[mid] ?? 0) <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
