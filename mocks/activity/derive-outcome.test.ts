import { describe, expect, it } from 'vitest';
import { deriveOutcome, OUTCOMES } from './derive-outcome';
import { EVENT_TYPES, type EventMetadataOf } from './event-types';

type ChecksEnd = EventMetadataOf<'action.queue.checks_end'>;
type Leave = EventMetadataOf<'action.queue.leave'>;
type BisectionEnd = EventMetadataOf<'action.queue.batch_bisection_end'>;

const SESSION = '2f1e0d0c-0b0a-4908-8706-050403020100';
const failingCheck = { name: 'ci/unit-tests', description: 'Failing', url: null, state: 'failure' as const, avatar_url: null };

function checksEnd(
  overrides: Partial<ChecksEnd> = {},
  conclusion: ChecksEnd['speculative_check_pull_request']['checks_conclusion'] = 'success',
): ChecksEnd {
  return {
    aborted: false,
    abort_code: null,
    abort_reason: null,
    abort_status: 'DEFINITIVE',
    branch: 'main',
    priority_rule_name: null,
    queue_name: 'default',
    queued_at: '2026-11-20T10:00:00.000Z',
    retry_attempt: null,
    max_retries: null,
    speculative_check_pull_request: {
      number: 20001,
      in_place: false,
      checks_timed_out: false,
      checks_conclusion: conclusion,
      checks_started_at: '2026-11-20T10:01:00.000Z',
      checks_ended_at: '2026-11-20T10:11:00.000Z',
      unsuccessful_checks: [],
      pull_request_numbers: [1200],
    },
    batch_id: null,
    train_car_id: null,
    batch_name: null,
    scopes: null,
    parent_batch_ids: null,
    session_id: SESSION,
    ...overrides,
  };
}

function leave(overrides: Partial<Leave>): Leave {
  return {
    reason: 'left',
    merged: false,
    queue_name: 'default',
    branch: 'main',
    queued_at: '2026-11-20T10:00:00.000Z',
    seconds_waiting_for_schedule: 0,
    seconds_waiting_for_freeze: 0,
    priority_rule_name: null,
    conditions_evaluation: null,
    checks: [],
    unsuccessful_checks: [],
    pull_request_head_sha: 'a'.repeat(40),
    session_id: SESSION,
    dequeue_code: null,
    batch_id: null,
    scopes: null,
    all_scopes: null,
    ...overrides,
  };
}

function bisectionEnd(overrides: Partial<BisectionEnd>): BisectionEnd {
  return {
    queue_name: 'default',
    priority_rule_name: null,
    original_batch_pr_numbers: [1, 2],
    culprit_found: false,
    culprit_pr_numbers: [],
    confirmed_culprit_pr_numbers: null,
    dropped_unverified_pr_numbers: null,
    remaining_pr_numbers: [1, 2],
    max_failure_resolution_reached: false,
    session_id: SESSION,
    batch_id: null,
    train_car_id: null,
    batch_name: null,
    ...overrides,
  };
}

describe('deriveOutcome: types that map directly', () => {
  it.each([
    ['action.merge', 'success'],
    ['action.label', 'neutral'],
    ['action.comment', 'neutral'],
    ['action.request_reviews', 'neutral'],
    ['action.queue.change', 'neutral'],
    ['action.queue.checks.change', 'neutral'],
    ['action.queue.checks_start', 'pending'],
    ['action.queue.enter', 'pending'],
    ['action.queue.conflict_deferred', 'pending'],
    ['action.queue.batch_bisection_start', 'pending'],
    ['action.queue.checks_not_started', 'failure'],
    ['action.queue.merged', 'success'],
    ['command.queue', 'success'],
    ['product.enabled', 'success'],
    ['product.disabled', 'neutral'],
    ['queue.pause.create', 'neutral'],
    ['scheduled_freeze.delete', 'neutral'],
    ['test.quarantined', 'neutral'],
    ['test.dequarantined', 'success'],
  ] as const)('%s → %s', (type, outcome) => {
    // Metadata is not read for these types.
    expect(deriveOutcome(type, {} as never)).toBe(outcome);
  });

  it('covers each of the 46 types exactly once: directly or refined', () => {
    expect(Object.keys(OUTCOMES).sort()).toEqual([...EVENT_TYPES].sort());
  });
});

describe('deriveOutcome: refined from metadata', () => {
  it('checks_end: success, failure, aborted, timed out, cancelled', () => {
    expect(deriveOutcome('action.queue.checks_end', checksEnd())).toBe('success');
    expect(deriveOutcome('action.queue.checks_end', checksEnd({}, 'failure'))).toBe('failure');
    expect(deriveOutcome('action.queue.checks_end', checksEnd({}, 'timed_out'))).toBe('failure');
    expect(deriveOutcome('action.queue.checks_end', checksEnd({}, 'error'))).toBe('failure');
    expect(deriveOutcome('action.queue.checks_end', checksEnd({}, 'cancelled'))).toBe('neutral');
    expect(deriveOutcome('action.queue.checks_end', checksEnd({}, 'pending'))).toBe('pending');
    expect(
      deriveOutcome(
        'action.queue.checks_end',
        checksEnd({ aborted: true, abort_code: 'PR_AHEAD_DEQUEUED', abort_status: 'REEMBARKED' }, 'cancelled'),
      ),
    ).toBe('failure');
  });

  it('leave: merged → success; failed checks → failure; otherwise neutral', () => {
    expect(deriveOutcome('action.queue.leave', leave({ merged: true, dequeue_code: 'PR_MERGED' }))).toBe('success');
    expect(deriveOutcome('action.queue.leave', leave({ unsuccessful_checks: [failingCheck] }))).toBe('failure');
    expect(deriveOutcome('action.queue.leave', leave({ dequeue_code: 'CHECKS_FAILED' }))).toBe('failure');
    expect(deriveOutcome('action.queue.leave', leave({ dequeue_code: 'BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS' }))).toBe('failure');
    expect(deriveOutcome('action.queue.leave', leave({ dequeue_code: 'PR_DEQUEUED' }))).toBe('neutral');
    expect(deriveOutcome('action.queue.leave', leave({ dequeue_code: 'CONFLICT_WITH_BASE_BRANCH' }))).toBe('neutral');
  });

  it('post_check follows its conclusion; null is still running', () => {
    const post = (conclusion: EventMetadataOf<'action.post_check'>['conclusion']) =>
      deriveOutcome('action.post_check', { conclusion, title: 't', summary: 's' });
    expect(post(null)).toBe('pending');
    expect(post('success')).toBe('success');
    for (const failed of ['failure', 'timed_out', 'action_required', 'startup_failure'] as const) expect(post(failed)).toBe('failure');
    for (const neutral of ['neutral', 'cancelled', 'skipped', 'stale'] as const) expect(post(neutral)).toBe('neutral');
  });

  it('review by review type', () => {
    const review = (review_type: 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT') =>
      deriveOutcome('action.review', { review_type, reviewer: null, message: null });
    expect(review('APPROVE')).toBe('success');
    expect(review('REQUEST_CHANGES')).toBe('failure');
    expect(review('COMMENT')).toBe('neutral');
  });

  it('job_retried by its own outcome', () => {
    const base = {
      rule_id: SESSION,
      rule_name: 'r',
      max_retry: 2,
      retry_mode: 'job' as const,
      retry_attempt: 1,
      condition_matches: [],
      workflow_run_id: null,
      job_url: null,
    };
    expect(deriveOutcome('ci_insights.job_retried', { ...base, outcome: 'retried' })).toBe('success');
    expect(deriveOutcome('ci_insights.job_retried', { ...base, outcome: 'skipped_quota_exceeded' })).toBe('failure');
  });

  it('backport and copy fail when they left conflicts', () => {
    expect(deriveOutcome('action.backport', { to: 'release/1', pull_request_number: 5, conflicts: false })).toBe('success');
    expect(deriveOutcome('action.backport', { to: 'release/1', pull_request_number: 5, conflicts: true })).toBe('failure');
    expect(deriveOutcome('action.copy', { to: 'stable', pull_request_number: 6, conflicts: true })).toBe('failure');
  });

  it('bisection end: culprit found → success, gave up → failure, nothing found → neutral', () => {
    expect(deriveOutcome('action.queue.batch_bisection_end', bisectionEnd({ culprit_found: true, culprit_pr_numbers: [2] }))).toBe(
      'success',
    );
    expect(deriveOutcome('action.queue.batch_bisection_end', bisectionEnd({ max_failure_resolution_reached: true }))).toBe('failure');
    expect(deriveOutcome('action.queue.batch_bisection_end', bisectionEnd({}))).toBe('neutral');
  });
});
