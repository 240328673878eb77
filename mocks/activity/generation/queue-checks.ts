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

/** One condition of the queue rule, as the published shape reports it, with its verdict for `pullRequest`. */
function evaluated(
  pullRequest: number,
  match: boolean,
  condition: { label: string; attribute: string | null; operator: string | null; description?: string | null; relatedChecks?: string[] },
  subconditions: ConditionEvaluation[] = [],
): ConditionEvaluation {
  return {
    match,
    label: condition.label,
    // Leaves are what the user wrote in the queue rule; the group label is the service's own.
    is_label_user_input: subconditions.length === 0,
    description: condition.description ?? null,
    attribute_name: condition.attribute,
    operator: condition.operator,
    schedule: null,
    subconditions,
    evaluations: [
      { pull_request: pullRequest, match, evaluation_error: null, related_checks: condition.relatedChecks ?? [], next_evaluation_at: null },
    ],
  };
}

/** The default queue rule's conditions (base, review, draft, the first four checks) as evaluated for `pullRequest`. */
export function conditionsEvaluation(
  branch: string,
  failedChecks: readonly string[],
  approved: boolean,
  pullRequest: number,
): ConditionEvaluation {
  const checkConditions = QUEUE_CHECK_NAMES.slice(0, 4).map((name) =>
    evaluated(pullRequest, !failedChecks.includes(name), {
      label: `check-success=${name}`,
      attribute: 'check-success',
      operator: '=',
      relatedChecks: [name],
    }),
  );
  const subconditions: ConditionEvaluation[] = [
    evaluated(pullRequest, true, { label: `base=${branch}`, attribute: 'base', operator: '=' }),
    evaluated(pullRequest, approved, {
      label: '#approved-reviews-by>=1',
      attribute: 'approved-reviews-by',
      operator: '>=',
      description: 'At least one approving review',
    }),
    evaluated(pullRequest, true, { label: '-draft', attribute: 'draft', operator: null }),
    ...checkConditions,
  ];
  return evaluated(
    pullRequest,
    subconditions.every((condition) => condition.match),
    { label: 'all of', attribute: null, operator: null, description: 'Queue conditions of the default queue rule' },
    subconditions,
  );
}
