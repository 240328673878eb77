// When each pipeline runs: push pipelines on a share of the day's default-branch commits, nightly 02:00 UTC,
// weekly Mondays 09:00 UTC. Planned before the tests' runs, so a test's story is tied to commits it ran on.
import type { Random } from '../core/seeded-random';
import { type Commit } from '../test-insights/test-run-store';
import { firstAtOrAfter } from '../core/date-time';
import { HOUR_MS, MINUTE_MS } from '../test-insights/time-constants';
import type { PipelineProfile, RepositoryProfile } from './repository-profiles';

export interface PipelineRun {
  pipeline: PipelineProfile;
  commit: number;
  time: number;
}

/** The day's pipeline runs (`mustRun` commits run every push pipeline); each is appended to `ranOn`. */
export function pipelineRunsOfDay(
  profile: RepositoryProfile,
  commits: readonly Commit[],
  firstOfDay: number,
  dayStart: number,
  commitsPerDay: number,
  mustRun: (commit: Commit) => boolean,
  ranOn: Map<string, number[]>,
  random: Random,
): PipelineRun[] {
  const runs: PipelineRun[] = [];
  for (const pipeline of profile.pipelines) {
    const ran = ranOn.get(pipeline.name) ?? [];
    ranOn.set(pipeline.name, ran);
    if (pipeline.trigger === 'push') {
      const chance = Math.min(1, pipeline.runsPerDay / Math.max(1, commitsPerDay));
      for (let index = firstOfDay; index < commits.length; index += 1) {
        const commit = commits[index] as Commit;
        if (!mustRun(commit) && !random.chance(chance)) continue;
        runs.push({ pipeline, commit: index, time: commit.time + random.int(1, 6) * MINUTE_MS });
        ran.push(index);
      }
    } else {
      if (pipeline.trigger === 'weekly' && new Date(dayStart).getUTCDay() !== 1) continue;
      const time = dayStart + (pipeline.trigger === 'nightly' ? 2 * HOUR_MS : 9 * HOUR_MS) + random.int(0, 10) * MINUTE_MS;
      const head = firstAtOrAfter(commits, time) - 1;
      if (head < 0) continue;
      runs.push({ pipeline, commit: head, time });
      if (ran[ran.length - 1] !== head) ran.push(head);
    }
  }
  return runs;
}
