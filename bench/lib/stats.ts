/** The median (the mean of the two middle values for an even count); null without samples. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `runs` rounds of `tasks`, each round starting one further along: none always runs on a machine just warmed. */
export async function inTurns(runs: number, tasks: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (let run = 0; run < runs; run += 1) {
    for (let turn = 0; turn < tasks.length; turn += 1) await tasks[(turn + run) % tasks.length]!();
  }
}

/** The sample whose `key` is the median one (the lower middle for an even count). */
export function medianBy<T>(samples: readonly T[], key: (sample: T) => number): T | undefined {
  return [...samples].sort((a, b) => key(a) - key(b))[Math.floor((samples.length - 1) / 2)];
}
