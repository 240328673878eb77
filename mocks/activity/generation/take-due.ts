// What is only known once every story around a moment is written is filled in at reveal, in time order.
/** Removes and returns the pending items due by `time`, oldest first (ties in the order they were added). */
export function takeDue<T>(pending: T[], time: number, at: (item: T) => number): T[] {
  pending.sort((a, b) => at(a) - at(b));
  const notDue = pending.findIndex((item) => at(item) > time);
  return pending.splice(0, notDue < 0 ? pending.length : notDue);
}
