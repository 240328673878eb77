// When each pipeline runs: push pipelines on a share of the default-branch commits (so runs per day
// stay realistic whatever the merge rate), nightly at 02:00 UTC and weekly on Mondays at 09:00 UTC on
// the branch head. Planned before the tests, so a test's story (broken at a commit, fixed at
// another) is tied to commits its pipeline actually ran on.
import type { Random } from '../core/seeded-random';
import type { Commit } from '../test-insights/test-run-store';
import { commitIndexAt } from './generate-commits';
import type { PipelineProfile, RepositoryProfile } from './repository-profiles';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface PipelineRun {
  pipeline: PipelineProfile;
  commit: number;
  time: number;
}

export interface PipelineSchedule {
  runs: PipelineRun[];
  /** Per pipeline name: the default-branch commit indexes it ran on, ascending. */
  commitsByPipeline: Map<string, number[]>;
}

export function planPipelineRuns(
  profile: RepositoryProfile,
  commits: readonly Commit[],
  historyStart: number,
  anchor: number,
  mustRun: ReadonlySet<number>,
  random: Random,
): PipelineSchedule {
  const runs: PipelineRun[] = [];
  const commitsByPipeline = new Map<string, number[]>();
  const firstCommit = commitIndexAt(commits, historyStart);
  const commitsPerDay = Math.max(1, ((commits.length - firstCommit) * DAY) / (anchor - historyStart));
  for (const pipeline of profile.pipelines) {
    const ran: number[] = [];
    if (pipeline.trigger === 'push') {
      const chance = Math.min(1, pipeline.runsPerDay / commitsPerDay);
      for (let index = firstCommit; index < commits.length; index += 1) {
        if (!mustRun.has(index) && !random.chance(chance)) continue;
        const time = (commits[index] as Commit).time + random.int(1, 6) * MINUTE;
        if (time >= anchor) continue;
        runs.push({ pipeline, commit: index, time });
        ran.push(index);
      }
    } else {
      const firstDay = Math.ceil(historyStart / DAY) * DAY;
      for (let day = firstDay; day < anchor; day += DAY) {
        if (pipeline.trigger === 'weekly' && new Date(day).getUTCDay() !== 1) continue;
        const time = day + (pipeline.trigger === 'nightly' ? 2 * HOUR : 9 * HOUR) + random.int(0, 10) * MINUTE;
        const head = commitIndexAt(commits, time) - 1;
        if (head < 0 || time >= anchor) continue;
        runs.push({ pipeline, commit: head, time });
        if (ran[ran.length - 1] !== head) ran.push(head);
      }
    }
    commitsByPipeline.set(pipeline.name, ran);
  }
  return { runs, commitsByPipeline };
}
