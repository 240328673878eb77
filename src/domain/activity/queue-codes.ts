// The merge queue's `abort_code` and `dequeue_code` in words.

export const QUEUE_CODE_LABELS: Readonly<Record<string, string>> = {
  PR_MERGED: 'merged',
  PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED: 'merged, intermediate results skipped',
  PR_DEQUEUED: 'the pull request was dequeued',
  PR_DEQUEUED_FROM_PARTITION: 'the pull request was dequeued from its partition',
  PR_AHEAD_DEQUEUED: 'a pull request ahead was dequeued',
  PR_AHEAD_FAILED_TO_MERGE: 'a pull request ahead failed to merge',
  BATCH_AHEAD_FAILED: 'a batch ahead failed',
  PR_WITH_HIGHER_PRIORITY_QUEUED: 'a pull request with a higher priority was queued',
  SCHEDULED_FREEZE_STATUS_CHANGED: 'a scheduled freeze started or ended',
  SPECULATIVE_CHECK_NUMBER_REDUCED: 'fewer speculative checks are allowed',
  CHECKS_TIMEOUT: 'the checks timed out',
  CHECKS_FAILED: 'the checks failed',
  QUEUE_RULE_MISSING: 'its queue rule no longer exists',
  BASE_BRANCH_MISSING: 'the base branch no longer exists',
  BASE_BRANCH_CHANGED: 'the base branch changed',
  PR_UNEXPECTEDLY_FAILED_TO_MERGE: 'the pull request unexpectedly failed to merge',
  BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS: 'the batch reached its maximum failure resolution attempts',
  PR_CHECKS_STOPPED_BECAUSE_MERGE_QUEUE_PAUSE: 'checks stopped while the merge queue is paused',
  CONFLICT_WITH_BASE_BRANCH: 'it conflicts with the base branch',
  CONFLICT_WITH_PULL_AHEAD: 'it conflicts with a pull request ahead',
  BRANCH_UPDATE_FAILED: 'the branch update failed',
  DRAFT_PULL_REQUEST_CHANGED: 'the draft pull request changed',
  PULL_REQUEST_UPDATED: 'the pull request was updated',
  MERGE_QUEUE_RESET: 'the merge queue was reset',
  INCOMPATIBILITY_WITH_BRANCH_PROTECTIONS: 'it is incompatible with the branch protections',
  PR_MANUALLY_MERGED: 'the pull request was merged by hand',
  DRAFT_PULL_REQUEST_CREATION_FAILED: 'the draft pull request could not be created',
  DRAFT_PULL_REQUEST_CREATION_BRANCH_NOT_INDEXED: 'the draft pull request’s branch is not indexed yet',
  CONFIGURATION_CHANGED: 'the configuration changed',
  UNPROCESSABLE_PULL_REQUEST: 'the pull request cannot be processed',
  PR_MANUALLY_DEQUEUED: 'the pull request was dequeued by hand',
  STACK_PREDECESSOR_DEQUEUED: 'a pull request below it in its stack was dequeued',
  INTERMEDIATE_RESULTS_SKIPPED: 'intermediate results were skipped',
  CHECKS_RETRIED: 'the checks were retried',
  // Published in the vendor's August 2026 document (issue 23); worded from its descriptions.
  DROPPED_BY_BISECTION_ELIMINATION: 'dropped untested: the batch’s bisection put the failure on other pull requests',
  BATCH_PULL_REQUEST_CLOSED: 'the batch’s draft pull request was closed',
  SCHEDULE_BLOCKED_AHEAD_YIELDED: 'a pull request ahead, waiting for its merge schedule, let ready pull requests go first',
  BASE_REF_ALIGNMENT_TIMEOUT: 'its stacked base branch could not be moved onto the queue’s base branch in time',
  GITHUB_STACKED_PULL_REQUEST_MERGE_UNSUPPORTED: 'GitHub does not let a GitHub-native stacked pull request be merged through its API',
  BATCH_SCOPES_CHANGED: 'the batch was rebuilt after a pull request’s scopes changed',
  BATCH_AHEAD_BRANCH_EDITED: 'the batch was rebuilt on a batch ahead whose branch was edited',
  CHECKS_INTERRUPTED: 'the checks were cancelled before they gave a result',
};

const ACRONYMS: Record<string, string> = { id: 'ID', ids: 'IDs', pr: 'PR', url: 'URL', sha: 'SHA', ci: 'CI' };

/** A code or key as lower-case words, acronyms upper-case: "merge_commit_sha", "mergeCommitSha" → merge commit SHA. */
export function codeWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s.-]+/)
    .filter(Boolean);
  return words.map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase()).join(' ');
}

/** The code in words, lower-case first so it fits after a colon: "a pull request ahead was dequeued". */
export function queueCodeLabel(code: string): string {
  return QUEUE_CODE_LABELS[code] ?? (codeWords(code) || code);
}

/** Whether a metadata field holds such a code (its details show the words and the code). */
export function isQueueCodeField(key: string): boolean {
  return key === 'abort_code' || key === 'dequeue_code';
}
