// The CI checks a merge queue waits for, and the queue-condition tree reported when a pull request leaves.
import type { components } from '@/api/generated/schema';
import type { Random } from '../../core/seeded-random';

export type QueueCheck = components['schemas']['QueueCheck_Serialized'];
export type QueueCheckState = components['schemas']['QueueCheckState'];
export type ConditionEvaluation = components['schemas']['QueueConditionEvaluationResult_Serialized'];

const ACTIONS_AVATAR = 'https://avatars.githubusercontent.com/in/15368?v=4';

export const QUEUE_CHECK_NAMES = [
  'ci/build',
  'ci/lint',
  'ci/unit-tests',
  'ci/integration-tests',
  'ci/e2e (chromium)',
  'security/codeql',
] as const;

/** The checks most likely to fail (integration and end-to-end suites), for failure stories. */
export const FLAKY_CHECK_NAMES = ['ci/integration-tests', 'ci/e2e (chromium)', 'ci/unit-tests'] as const;

function describe(state: QueueCheckState, seconds: number): string {
  const took = `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  if (state === 'success') return `Successful in ${took}`;
  if (state === 'failure') return `Failing after ${took}`;
  if (state === 'timed_out') return `Timed out after ${took}`;
  if (state === 'cancelled') return `Cancelled after ${took}`;
  return state === 'pending' ? 'In progress' : `Completed (${state})`;
}

export function queueCheck(random: Random, repository: string, name: string, state: QueueCheckState): QueueCheck {
  const url = `https://github.com/${repository}/actions/runs/${random.int(7_000_000_000, 7_999_999_999)}/job/${random.int(20_000_000_000, 29_999_999_999)}`;
  return {
    name,
    description: describe(state, random.int(40, 1500)),
    url,
    details_url: url,
    state,
    avatar_url: ACTIONS_AVATAR,
  };
}

/** Every queue check, `failing` ones in `failedState`, the rest successful. */
export function queueChecks(
  random: Random,
  repository: string,
  failing: readonly string[] = [],
  failedState: QueueCheckState = 'failure',
): QueueCheck[] {
  return QUEUE_CHECK_NAMES.map((name) => queueCheck(random, repository, name, failing.includes(name) ? failedState : 'success'));
}

export function conditionsEvaluation(branch: string, failedChecks: readonly string[], approved: boolean): ConditionEvaluation {
  const checkConditions = QUEUE_CHECK_NAMES.slice(0, 4).map((name) => ({
    match: !failedChecks.includes(name),
    label: `check-success=${name}`,
    description: null,
    subconditions: [],
  }));
  const subconditions: ConditionEvaluation[] = [
    { match: true, label: `base=${branch}`, description: null, subconditions: [] },
    { match: approved, label: '#approved-reviews-by>=1', description: 'At least one approving review', subconditions: [] },
    { match: true, label: '-draft', description: null, subconditions: [] },
    ...checkConditions,
  ];
  return {
    match: subconditions.every((condition) => condition.match),
    label: 'all of',
    description: 'Queue conditions of the default queue rule',
    subconditions,
  };
}
