// Interns values to dense slots so the event index can store them in typed arrays and count them in
// plain arrays instead of maps.
export class ValueDictionary<T extends string | number> {
  private readonly slots = new Map<T, number>();
  private readonly values: T[] = [];

  get size(): number {
    return this.values.length;
  }

  intern(value: T): number {
    let slot = this.slots.get(value);
    if (slot === undefined) {
      slot = this.values.length;
      this.values.push(value);
      this.slots.set(value, slot);
    }
    return slot;
  }

  /** -1 when the value was never seen (no event can match it). */
  slotOf(value: T): number {
    return this.slots.get(value) ?? -1;
  }

  valueAt(slot: number): T {
    const value = this.values[slot];
    if (value === undefined) throw new RangeError(`No value in slot ${slot}`);
    return value;
  }
}
