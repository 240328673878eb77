// How a failed batch is split until the culprit is alone: each level halves the failing group; the half
// without the culprit passes. Pure, so a story can know its length before it is written.
export interface BisectionLevel<T> {
  /** The group that failed and is being split at this level. */
  group: T[];
  failingHalf: T[];
  passingHalf: T[];
}

export function bisectionLevels<T>(members: readonly T[], culprit: T): BisectionLevel<T>[] {
  const levels: BisectionLevel<T>[] = [];
  let group = [...members];
  while (group.length > 1) {
    const half = Math.ceil(group.length / 2);
    const first = group.slice(0, half);
    const second = group.slice(half);
    const failingHalf = first.includes(culprit) ? first : second;
    const passingHalf = failingHalf === first ? second : first;
    levels.push({ group, failingHalf, passingHalf });
    group = failingHalf;
  }
  return levels;
}
