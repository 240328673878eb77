// `ci_insights.job_retried`: a CI Insights retry rule re-ran a failed job (or skipped it, out of quota).
import { v5 as uuidv5 } from 'uuid';
import type { components } from '@/api/generated/schema';
import { between, ruleTrigger, RULES, type GenerationContext } from './generation-context';

type ConditionMatch = components['schemas']['CiInsightsJobRetriedMetadata']['condition_matches'][number];

/** The rule's plain condition every retry meets: the failed job's name. */
const JOB_NAMES = ['integration-tests', 'e2e', 'unit-tests'];

/** Failures the rule's log patterns find, in the job log or a check-run annotation (some without a title). */
const LOG_FAILURES = [
  { matched: 'ECONNRESET', annotationTitle: 'npm ci', annotationPath: 'package-lock.json' },
  { matched: 'No space left on device', annotationTitle: null, annotationPath: '.github/workflows/ci.yml' },
  { matched: 'TimeoutError', annotationTitle: 'checkout.spec.ts › pays by card', annotationPath: 'e2e/checkout.spec.ts' },
];

/** The job-name match always, then the log pattern's match in the job log or an annotation, or none. */
function conditionMatches(ctx: GenerationContext): ConditionMatch[] {
  const { random } = ctx;
  const matches: ConditionMatch[] = [{ attribute: 'job_name', matched_value: random.pick(JOB_NAMES) }];
  const failure = random.pick(LOG_FAILURES);
  if (random.chance(0.5)) {
    if (random.chance(0.8))
      matches.push({
        attribute: 'log_pattern',
        matched_value: failure.matched,
        source: 'job_log',
        matched_line_number: random.int(40, 4000),
      });
  } else {
    matches.push({
      attribute: 'log_pattern',
      matched_value: failure.matched,
      source: 'annotation',
      annotation_title: failure.annotationTitle,
      annotation_path: failure.annotationPath,
    });
  }
  return matches;
}

const RETRY_RULE_NAMESPACE = '3e7b9c41-5d2a-4f86-b0e1-8a6c2d4f9b57';

/** A rule keeps its id across events (and across runs): derived from the repository and its name. */
function ruleId(ctx: GenerationContext, rule: string): string {
  return uuidv5(`${ctx.owner}/${ctx.name}\n${rule}`, RETRY_RULE_NAMESPACE);
}

/** One to three retries of the same job around `at`; the last may be skipped for quota. */
export function writeJobRetries(ctx: GenerationContext, at: number, pullRequest: number | null, baseRef: string | null): void {
  const { random } = ctx;
  const rule = random.pick(RULES.jobRetry);
  const maxRetry = random.int(2, 3);
  const retryMode = random.chance(0.8) ? 'job' : 'pipeline';
  const runId = random.int(7_000_000_000, 7_999_999_999);
  const jobUrl = `https://github.com/${ctx.owner}/${ctx.name}/actions/runs/${runId}/job/${random.int(20_000_000_000, 29_999_999_999)}`;
  const attempts = random.int(1, maxRetry + (random.chance(0.15) ? 1 : 0));
  let time = at;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const quotaExceeded = attempt > maxRetry;
    ctx.emit(time, 'ci_insights.job_retried', ruleTrigger(rule), pullRequest, baseRef, {
      rule_id: ruleId(ctx, rule),
      rule_name: rule,
      max_retry: maxRetry,
      retry_mode: retryMode,
      retry_attempt: attempt,
      condition_matches: conditionMatches(ctx),
      outcome: quotaExceeded ? 'skipped_quota_exceeded' : 'retried',
      workflow_run_id: random.chance(0.9) ? runId : null,
      job_url: random.chance(0.9) ? jobUrl : null,
    });
    time += between(random, 3 * 60_000, 12 * 60_000);
  }
}
