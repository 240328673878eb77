import { describe, expect, it } from 'vitest';
import type { EventType } from '@/api/types';
import { EVENT_TYPES } from '@/domain/activity/event-catalog';
import { describeEvent } from './describe-event';
import { sentenceText } from './sentence';

const say = (type: string, metadata: unknown) => sentenceText(describeEvent({ type, metadata }));

const actor = (name: string) => ({ type: 'user', id: 1, name });
const check = (name: string) => ({ name, description: 'Failed', url: null, state: 'failure', avatar_url: null });
const speculative = (overrides: Record<string, unknown> = {}) => ({
  number: 20607,
  in_place: false,
  checks_timed_out: false,
  checks_conclusion: 'success',
  checks_started_at: '2026-11-20T11:59:22.111Z',
  checks_ended_at: null,
  unsuccessful_checks: [],
  pull_request_numbers: [1184, 1190],
  ...overrides,
});
const freeze = (overrides: Record<string, unknown> = {}) => ({
  reason: 'Quarter-end freeze',
  timezone: 'America/New_York',
  start: '2026-11-09T22:19:00Z',
  end: '2026-11-12T02:11:00Z',
  matching_conditions: ['base=main'],
  exclude_conditions: ['label=hotfix'],
  ...overrides,
});

const condition = (label: string, match: boolean, subconditions: unknown[] = []) => ({
  match,
  label,
  is_label_user_input: subconditions.length === 0,
  description: null,
  attribute_name: null,
  operator: null,
  schedule: null,
  subconditions,
  evaluations: [{ pull_request: 1879, match, evaluation_error: null, related_checks: [], next_evaluation_at: null }],
});

/** One realistic metadata object per type (shapes from event-metadata.txt), and the line it reads as. */
const CASES: Record<EventType, Array<[metadata: unknown, sentence: string]>> = {
  'action.assign': [
    [{ added: ['ingrid-berg'], removed: [] }, 'Assignees added: ingrid-berg'],
    [{ added: [], removed: [] }, 'Assignees unchanged'],
  ],
  'action.backport': [
    [
      { to: 'release/2026.11', pull_request_number: 2012, conflicts: true },
      'Backported to `release/2026.11` as #2012 — with conflicts to resolve',
    ],
    [{ to: 'release/2026.11', pull_request_number: 2013, conflicts: false }, 'Backported to `release/2026.11` as #2013'],
  ],
  'action.close': [[{ message: 'Superseded by a smaller change.' }, 'Closed the pull request: Superseded by a smaller change.']],
  'action.comment': [[{ message: 'Preview\n  deployed' }, 'Commented: Preview deployed']],
  'action.copy': [[{ to: 'stable', pull_request_number: 2015, conflicts: false }, 'Copied to `stable` as #2015']],
  'action.delete_head_branch': [[{ branch: 'marek/fix' }, 'Deleted the head branch `marek/fix`']],
  'action.dequeue': [[{}, 'Removed the pull request from the merge queue']],
  'action.dismiss_reviews': [[{ users: ['fatima', 'amara'] }, 'Dismissed reviews by fatima and amara']],
  'action.edit': [
    [{ draft: true }, 'Converted the pull request to a draft'],
    [{ draft: false }, 'Marked the pull request ready for review'],
  ],
  'action.github_actions': [
    [
      { workflow: 'deploy-preview.yml', inputs: { pull_request: 1935, environment: 'preview' } },
      'Dispatched the workflow `deploy-preview.yml` (pull_request=1935, environment=preview)',
    ],
  ],
  'action.label': [[{ added: ['a', 'b'], removed: ['c'] }, 'Labels added: a, b; removed: c']],
  'action.merge': [[{ branch: 'main' }, 'Merged into `main`']],
  'action.post_check': [
    [
      { conclusion: 'success', title: 'CI summary: all checks passed', summary: '6 checks successful' },
      'Posted the check “CI summary: all checks passed”: success — 6 checks successful',
    ],
    [{ conclusion: null, title: 'CI summary', summary: '' }, 'Posted the check “CI summary”: in progress'],
    [{ conclusion: 'timed_out', title: 'CI summary', summary: '' }, 'Posted the check “CI summary”: timed out'],
  ],
  'action.rebase': [[{}, 'Rebased the pull request on its base branch']],
  'action.refresh': [[{}, 'Refreshed the pull request']],
  'action.request_reviews': [
    [{ reviewers: ['chloe', 'aiko'], team_reviewers: ['checkout-core'] }, 'Requested reviews from chloe, aiko and team checkout-core'],
  ],
  'action.review': [
    [{ review_type: 'APPROVE', reviewer: 'merge-bot[bot]', message: null }, 'Approved by merge-bot[bot]'],
    [
      { review_type: 'REQUEST_CHANGES', reviewer: 'merge-bot[bot]', message: 'Please add an entry to CHANGELOG.md.' },
      'Changes requested by merge-bot[bot]: Please add an entry to CHANGELOG.md.',
    ],
    [{ review_type: 'COMMENT', reviewer: null, message: 'Nice' }, 'Reviewed with comments: Nice'],
  ],
  'action.squash': [[{}, 'Squashed the pull request’s commits']],
  'action.update': [[{}, 'Updated the pull request with its base branch']],
  'action.queue.batch_bisection_end': [
    [
      {
        queue_name: 'default',
        priority_rule_name: null,
        culprit_found: true,
        culprit_pr_numbers: [2028],
        remaining_pr_numbers: [1936, 1929, 1882],
        max_failure_resolution_reached: false,
      },
      'Bisection ended in queue `default`: culprit #2028 found (3 pull requests go on)',
    ],
    [
      {
        queue_name: 'default',
        culprit_found: false,
        culprit_pr_numbers: [],
        remaining_pr_numbers: [],
        max_failure_resolution_reached: true,
      },
      'Bisection ended in queue `default`: gave up, the maximum failure resolution was reached',
    ],
    [
      { queue_name: 'default', culprit_found: false, culprit_pr_numbers: [], max_failure_resolution_reached: false },
      'Bisection ended in queue `default`: no culprit found',
    ],
  ],
  'action.queue.batch_bisection_start': [
    [
      {
        queue_name: 'default',
        priority_rule_name: null,
        original_batch_pr_numbers: [1936, 1929, 1882, 2028],
        batch_size_before_split: 4,
        number_of_sub_batches: 2,
        bisection_depth: 1,
      },
      'Bisection started on a batch of 4 pull requests (#1936, #1929, #1882, #2028) in queue `default`: splitting 4 pull requests into 2 sub-batches, depth 1',
    ],
  ],
  'action.queue.change': [
    [
      { queue_name: 'hotfix', priority_rule_name: 'hotfix priority', size: 1 },
      'Queue `hotfix` (priority rule `hotfix priority`) changed: 1 pull request queued',
    ],
  ],
  'action.queue.checks.change': [[{ queue_name: 'default', running_checks: 5 }, 'Checks changed in queue `default`: 5 running']],
  'action.queue.checks_end': [
    [
      {
        aborted: false,
        queue_name: 'default',
        retry_attempt: 0,
        max_retries: 1,
        speculative_check_pull_request: speculative({
          checks_conclusion: 'failure',
          unsuccessful_checks: [check('ci/unit-tests'), check('ci/lint')],
        }),
      },
      'Checks ended: failure — 2 unsuccessful checks (ci/unit-tests, ci/lint)',
    ],
    [
      { aborted: false, retry_attempt: 1, max_retries: 1, speculative_check_pull_request: speculative() },
      'Checks ended: success (retry 1 of 1)',
    ],
    [
      {
        aborted: true,
        abort_code: 'PR_AHEAD_DEQUEUED',
        abort_reason: 'A pull request ahead was dequeued',
        abort_status: 'REEMBARKED',
        speculative_check_pull_request: speculative(),
      },
      'Checks aborted: A pull request ahead was dequeued, the batch goes back in the queue',
    ],
    [
      {
        aborted: true,
        abort_code: 'PR_AHEAD_FAILED_TO_MERGE',
        abort_reason: null,
        abort_status: 'DEFINITIVE',
        speculative_check_pull_request: speculative(),
      },
      'Checks aborted: a pull request ahead failed to merge',
    ],
  ],
  'action.queue.checks_not_started': [
    [{ reason: 'The pull request conflicts with the base branch' }, 'Checks not started: The pull request conflicts with the base branch'],
  ],
  'action.queue.checks_start': [
    [
      { queue_name: 'hotfix', priority_rule_name: null, start_reason: 'First time checks', speculative_check_pull_request: speculative() },
      'Checks started in draft #20607 for #1184, #1190, queue `hotfix`: First time checks',
    ],
    [
      { queue_name: 'default', start_reason: 'Retry', speculative_check_pull_request: speculative({ in_place: true }) },
      'Checks started in place, queue `default`: Retry',
    ],
  ],
  'action.queue.conflict_deferred': [
    [
      { reason: 'Conflicts with #1279 ahead in the queue', blocking_pull_request_numbers: [1279] },
      'Deferred: Conflicts with #1279 ahead in the queue',
    ],
    [{ blocking_pull_request_numbers: [1279] }, 'Deferred by a conflict with #1279'],
  ],
  'action.queue.enter': [
    [{ queue_name: 'default', priority_rule_name: 'urgent', branch: 'main' }, 'Entered the merge queue `default` (priority rule `urgent`)'],
    [{ queue_name: 'default', priority_rule_name: null }, 'Entered the merge queue `default`'],
  ],
  'action.queue.leave': [
    [{ merged: true, queue_name: 'default', reason: 'Pull request #1879 has been merged' }, 'Left the merge queue `default`: merged'],
    [
      { merged: false, queue_name: 'default', reason: null, dequeue_code: 'PR_MANUALLY_DEQUEUED' },
      'Left the merge queue `default`: the pull request was dequeued by hand',
    ],
    [
      { merged: false, queue_name: 'default', reason: 'Checks failed: ci/e2e', unsuccessful_checks: [check('ci/e2e')] },
      'Left the merge queue `default`: Checks failed: ci/e2e — 1 unsuccessful check',
    ],
    [
      {
        merged: false,
        queue_name: 'default',
        reason: 'Checks failed',
        unsuccessful_checks: [check('ci/a'), check('ci/b'), check('ci/c'), check('ci/d')],
      },
      'Left the merge queue `default`: Checks failed — 4 unsuccessful checks (ci/a, ci/b, ci/c and 1 more)',
    ],
    [
      {
        merged: false,
        queue_name: 'default',
        reason: 'Checks failed: ci/e2e',
        unsuccessful_checks: [check('ci/e2e')],
        conditions_evaluation: condition('all of', false, [
          condition('base=main', true),
          condition('#approved-reviews-by>=1', false),
          condition('check-success=ci/e2e', false),
        ]),
      },
      'Left the merge queue `default`: Checks failed: ci/e2e — 1 unsuccessful check — condition not met: `#approved-reviews-by>=1`',
    ],
    [
      {
        merged: false,
        queue_name: 'default',
        reason: 'Dequeued',
        conditions_evaluation: condition('all of', false, [condition('-draft', false), condition('label=ready', false)]),
      },
      'Left the merge queue `default`: Dequeued — conditions not met: `-draft`, `label=ready`',
    ],
  ],
  'action.queue.merged': [
    [
      { branch: 'main', queue_name: 'default', merge_commit_sha: 'febaf54c11a7cd86c8d2dd133352aa4629b5ddc7' },
      'Merged by the merge queue `default` into `main` as `febaf54`',
    ],
  ],
  'ci_insights.auto_quarantine.disabled': [
    [{ disabled_by: actor('vendor-support'), disabled_by_staff: true }, 'Auto-quarantine disabled by vendor-support (support staff)'],
  ],
  'ci_insights.auto_quarantine.enabled': [
    [
      {
        enabled_by: actor('marek'),
        auto_quarantine_config_attributes: { ignore_broken_on_default_branch: false },
        enabled_by_staff: false,
      },
      'Auto-quarantine enabled by marek (ignore broken tests on the default branch: no)',
    ],
  ],
  'ci_insights.auto_quarantine.modified': [
    [
      {
        updated_by: actor('hana'),
        auto_quarantine_config_attributes_before: { ignore_broken_on_default_branch: true },
        auto_quarantine_config_attributes_after: { ignore_broken_on_default_branch: false },
        updated_by_staff: false,
      },
      'Auto-quarantine settings changed by hana: ignore broken tests on the default branch yes → no',
    ],
  ],
  'ci_insights.job_retried': [
    [
      {
        rule_name: 'retry flaky integration jobs',
        max_retry: 3,
        retry_mode: 'pipeline',
        retry_attempt: 2,
        outcome: 'retried',
        condition_matches: [
          { attribute: 'job_name', matched_value: 'unit-tests' },
          { attribute: 'log_pattern', matched_value: 'TimeoutError', source: 'job_log', matched_line_number: 412 },
        ],
      },
      'Retried the pipeline (attempt 2 of 3) by rule `retry flaky integration jobs`: matched `job_name` = `unit-tests`; `TimeoutError` in the job log, line 412',
    ],
    [
      {
        rule_name: 'retry',
        retry_mode: 'job',
        outcome: 'retried',
        condition_matches: [{ attribute: 'log_pattern', matched_value: 'TimeoutError', source: 'job_log', matched_line_number: 412 }],
      },
      'Retried the job by rule `retry`: matched `TimeoutError` in the job log, line 412',
    ],
    [
      {
        rule_name: 'retry',
        retry_mode: 'job',
        outcome: 'retried',
        condition_matches: [
          {
            attribute: 'log_pattern',
            matched_value: 'ECONNRESET',
            source: 'annotation',
            annotation_title: 'npm ci',
            annotation_path: 'package-lock.json',
          },
        ],
      },
      'Retried the job by rule `retry`: matched `ECONNRESET` in the annotation `npm ci`',
    ],
    [
      {
        rule_name: 'retry',
        retry_mode: 'job',
        outcome: 'retried',
        condition_matches: [
          {
            attribute: 'log_pattern',
            matched_value: 'No space left on device',
            source: 'annotation',
            annotation_title: null,
            annotation_path: '.github/workflows/ci.yml',
          },
        ],
      },
      'Retried the job by rule `retry`: matched `No space left on device` in the annotation at `.github/workflows/ci.yml`',
    ],
    [
      {
        rule_name: 'retry',
        retry_mode: 'job',
        outcome: 'retried',
        condition_matches: [{ attribute: 'conclusion', matched_value: 'failure' }],
      },
      'Retried the job by rule `retry`: matched `conclusion` = `failure`',
    ],
    [
      // The shapes of the March contract (a `type` and no `matched_value`) say nothing, rather than something wrong.
      { rule_name: 'retry', retry_mode: 'job', outcome: 'retried', condition_matches: [{ type: 'simple', condition: 'job_name=e2e' }] },
      'Retried the job by rule `retry`',
    ],
    [
      { rule_name: 'retry', max_retry: 1, retry_mode: 'job', outcome: 'skipped_quota_exceeded' },
      'Retry of the job skipped: the quota of 1 retry is used up by rule `retry`',
    ],
  ],
  'command.dequeue': [[{ author: { login: 'leila', id: 1, type: 'User' }, command_trigger: 'comment' }, 'Command `dequeue` by @leila']],
  'command.queue': [[{ author: { login: 'wei', id: 1, type: 'User' }, command_trigger: 'checkbox' }, 'Command `queue` by @wei (checkbox)']],
  'product.disabled': [
    [{ product: 'merge_protections', disabled_by: actor('amara'), disabled_by_staff: false }, 'Merge protections disabled by amara'],
  ],
  'product.enabled': [[{ product: 'merge_queue', enabled_by: actor('hana'), enabled_by_staff: false }, 'Merge queue enabled by hana']],
  'queue.pause.create': [
    [
      { reason: 'Incident INC-2041', created_by: actor('kenji'), created_by_staff: false },
      'Merge queue paused by kenji: Incident INC-2041',
    ],
  ],
  'queue.pause.delete': [[{ deleted_by: actor('samuel'), deleted_by_staff: false }, 'Merge queue resumed by samuel']],
  'queue.pause.update': [
    [
      { reason: 'Release being cut', updated_by: actor('maria'), updated_by_staff: false },
      'Queue pause updated by maria: Release being cut',
    ],
  ],
  'scheduled_freeze.create': [
    [
      { scheduled_freeze_attributes: freeze(), created_by: actor('maria') },
      'Scheduled a freeze “Quarter-end freeze” (Nov 9, 2026, 17:19 → Nov 11, 2026, 21:11, America/New_York) by maria',
    ],
    [
      { scheduled_freeze_attributes: freeze({ end: null, timezone: 'Not/AZone' }), created_by: actor('maria') },
      'Scheduled a freeze “Quarter-end freeze” (Nov 9, 2026, 22:19 UTC → until lifted, Not/AZone) by maria',
    ],
  ],
  'scheduled_freeze.delete': [
    [
      { scheduled_freeze_attributes: freeze(), reason: 'Release shipped', deleted_by: actor('leila') },
      'Deleted the freeze “Quarter-end freeze” by leila: Release shipped',
    ],
  ],
  'scheduled_freeze.update': [
    [
      {
        scheduled_freeze_attributes_before: freeze({ timezone: 'UTC' }),
        scheduled_freeze_attributes_after: freeze({ timezone: 'UTC', end: '2026-11-12T08:11:00Z' }),
        updated_by: actor('jonas'),
      },
      'Updated the freeze “Quarter-end freeze” by jonas: end Nov 12, 2026, 02:11 → Nov 12, 2026, 08:11',
    ],
    [
      {
        scheduled_freeze_attributes_before: freeze(),
        scheduled_freeze_attributes_after: freeze({
          matching_conditions: [],
          exclude_conditions: [{ or: ['label=hotfix', { not: { and: ['base=main'] } }] }],
        }),
        updated_by: actor('jonas'),
      },
      'Updated the freeze “Quarter-end freeze” by jonas: frozen base=main → every pull request; excluded label=hotfix → (label=hotfix or not base=main)',
    ],
  ],
  'test.dequarantined': [
    [
      {
        test_name: 'TaxExportTest.archives',
        original_quarantine: { source: 'manual', reason: 'x', branch: 'main', created_at: '2026-11-18T10:07:38Z' },
        dequarantined_by: actor('tomasz'),
      },
      'Released test `TaxExportTest.archives` from quarantine on `main` by tomasz',
    ],
  ],
  'test.quarantined': [
    [
      { test_name: 'cart rounds tax', source: 'manual', reason: 'Broken by #1287', branch: null, quarantined_by: actor('zoe') },
      'Quarantined test `cart rounds tax` on every branch: Broken by #1287',
    ],
    [
      { test_name: 'cart rounds tax', source: 'auto', reason: 'Flaky', branch: 'main', quarantined_by: null },
      'Quarantined test `cart rounds tax` on `main` (auto-quarantine): Flaky',
    ],
  ],
};

describe('describeEvent', () => {
  it('has a case for each of the 46 types', () => {
    expect(EVENT_TYPES).toHaveLength(46);
    expect(Object.keys(CASES).sort()).toEqual([...EVENT_TYPES].sort());
  });

  for (const [type, cases] of Object.entries(CASES)) {
    it(`reads ${type}`, () => {
      for (const [metadata, sentence] of cases) expect(say(type, metadata)).toBe(sentence);
    });
  }

  it('marks names as code parts, so the page can set them apart', () => {
    expect(describeEvent({ type: 'action.queue.enter', metadata: { queue_name: 'default' } })).toEqual([
      'Entered the merge queue ',
      { code: 'default' },
    ]);
  });

  it('counts a stay’s repeated failures to start the checks from the event’s top-level attempt', () => {
    const notStarted = (attempt: unknown) =>
      sentenceText(describeEvent({ type: 'action.queue.checks_not_started', attempt, metadata: { reason: 'Draft creation failed' } }));
    expect(notStarted(3)).toBe('Checks not started (attempt 3): Draft creation failed');
    expect(notStarted(1)).toBe('Checks not started: Draft creation failed');
    expect(notStarted(null)).toBe('Checks not started: Draft creation failed');
    expect(notStarted(undefined)).toBe('Checks not started: Draft creation failed');
  });

  it('falls back to the type string for a type it does not know', () => {
    expect(say('action.teleport', { to: 'mars' })).toBe('action.teleport');
    expect(say('constructor', {})).toBe('constructor');
  });

  it('never throws on missing or odd metadata, and always says something', () => {
    const odd: unknown[] = [
      undefined,
      null,
      42,
      'text',
      [],
      {},
      { added: 'x', removed: null, users: [1, null, {}], reviewers: {}, speculative_check_pull_request: [], queue_name: 7 },
      { conclusion: 5, title: ['x'], inputs: 'no', unsuccessful_checks: [null, 3, { name: 4 }], scheduled_freeze_attributes: 'x' },
      { __proto__: { queue_name: 'inherited' }, original_quarantine: null, culprit_pr_numbers: [Number.NaN, 'x'] },
    ];
    for (const type of EVENT_TYPES) {
      for (const metadata of odd) {
        const sentence = say(type, metadata);
        expect(typeof sentence).toBe('string');
        expect(sentence.length).toBeGreaterThan(0);
        expect(sentence).not.toContain('undefined');
        expect(sentence).not.toContain('null');
        expect(sentence).not.toContain('[object');
      }
    }
  });

  it('keeps long free text to one short line', () => {
    const sentence = say('action.comment', { message: `${'word '.repeat(100)}\n\nend` });
    expect(sentence.length).toBeLessThanOrEqual('Commented: '.length + 140);
    expect(sentence).toMatch(/…$/);
    expect(sentence).not.toContain('\n');
  });
});
