import { queueCodeLabel } from '@/domain/activity/queue-codes';
import { flag, integer, nested, numbers, records, shorten, text, type Metadata } from '@/domain/activity/metadata-readers';
import { byActor, code, named, plural, withReason, type EventTypesStartingWith, type SentenceRules, type Sentence } from './sentence';

// The condition tree of `action.queue.leave`: which conditions the pull request did not meet when it left.

/** Labels of the unmet leaf conditions, depth first, at most `limit` levels deep (the tree is untrusted). */
function unmetConditions(tree: Metadata, limit = 8): string[] {
  if (limit === 0 || flag(tree, 'match') !== false) return [];
  const children = records(tree, 'subconditions');
  if (children.length === 0) {
    const label = text(tree, 'label');
    return label === null ? [] : [label];
  }
  return children.flatMap((child) => unmetConditions(child, limit - 1));
}

const pullRequests = (values: readonly number[]) => values.map((value) => `#${value}`).join(', ');

/** "`a`, `b` and 2 more": at most three names. */
function codeList(names: readonly string[]): Sentence {
  const shown = names.slice(0, 3).flatMap((name, index): Sentence => [index === 0 ? '' : ', ', code(name)]);
  return names.length > 3 ? [...shown, ` and ${names.length - 3} more`] : shown;
}

/** " in queue `default` (priority rule `hotfix`)". */
function inQueue(metadata: Metadata, lead = ' in queue '): Sentence {
  const rule = text(metadata, 'priority_rule_name');
  return [...named(lead, text(metadata, 'queue_name')), ...(rule === null ? [] : [' (priority rule ', code(rule), ')'])];
}

/** " — 2 unsuccessful checks (ci/lint, ci/e2e)", leaving out names the sentence already gave. */
function unsuccessfulChecks(checks: Metadata[], alreadySaid = ''): string {
  if (checks.length === 0) return '';
  const names = checks.map((check) => text(check, 'name')).filter((name): name is string => name !== null && !alreadySaid.includes(name));
  const shown = names.slice(0, 3).join(', ');
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return ` — ${plural(checks.length, 'unsuccessful check')}${names.length > 0 ? ` (${shown}${more})` : ''}`;
}

export const QUEUE_SENTENCES: SentenceRules<EventTypesStartingWith<'action.queue.' | 'queue.pause.'>> = {
  'action.queue.batch_bisection_end': (m) => {
    const culprits = numbers(m, 'culprit_pr_numbers');
    const remaining = numbers(m, 'remaining_pr_numbers');
    const lead: Sentence = ['Bisection ended', ...inQueue(m)];
    if (flag(m, 'max_failure_resolution_reached') === true) {
      return [...lead, ': gave up, the maximum failure resolution was reached'];
    }
    if (flag(m, 'culprit_found') === true) {
      const who = culprits.length > 0 ? ` ${pullRequests(culprits)}` : '';
      const left = remaining.length > 0 ? ` (${plural(remaining.length, 'pull request')} go on)` : '';
      return [...lead, `: culprit${culprits.length > 1 ? 's' : ''}${who} found${left}`];
    }
    return [...lead, ': no culprit found'];
  },
  'action.queue.batch_bisection_start': (m) => {
    const batch = numbers(m, 'original_batch_pr_numbers');
    const size = integer(m, 'batch_size_before_split');
    const parts = integer(m, 'number_of_sub_batches');
    const depth = integer(m, 'bisection_depth');
    const split =
      size !== null && parts !== null
        ? `: splitting ${plural(size, 'pull request')} into ${plural(parts, 'sub-batch', 'sub-batches')}`
        : '';
    return [
      `Bisection started${batch.length > 0 ? ` on a batch of ${plural(batch.length, 'pull request')} (${pullRequests(batch)})` : ''}`,
      ...inQueue(m),
      `${split}${depth === null ? '' : `, depth ${depth}`}`,
    ];
  },
  'action.queue.change': (m) => {
    const size = integer(m, 'size');
    return ['Queue', ...inQueue(m, ' '), ` changed${size === null ? '' : `: ${plural(size, 'pull request')} queued`}`];
  },
  'action.queue.checks.change': (m) => {
    const running = integer(m, 'running_checks');
    return ['Checks changed', ...inQueue(m), running === null ? '' : `: ${running} running`];
  },
  'action.queue.checks_end': (m) => {
    const speculative = nested(m, 'speculative_check_pull_request');
    const retry = integer(m, 'retry_attempt');
    const maxRetries = integer(m, 'max_retries');
    const attempt = retry !== null && retry > 0 ? ` (retry ${retry}${maxRetries === null ? '' : ` of ${maxRetries}`})` : '';
    if (flag(m, 'aborted') === true) {
      // The service's own reason when it gave one, else the code in words (the code is in the details).
      const abortCode = text(m, 'abort_code');
      const reason = text(m, 'abort_reason') ?? (abortCode === null ? null : queueCodeLabel(abortCode));
      const reembarked = text(m, 'abort_status') === 'REEMBARKED' ? ', the batch goes back in the queue' : '';
      return [`Checks aborted${reason === null ? '' : `: ${shorten(reason)}`}${reembarked}${attempt}`];
    }
    const conclusion = text(speculative, 'checks_conclusion');
    const timedOut = flag(speculative, 'checks_timed_out') === true ? ', timed out' : '';
    return [
      `Checks ended: ${conclusion === null ? 'no conclusion' : conclusion.replace(/_/g, ' ')}${timedOut}`,
      `${unsuccessfulChecks(records(speculative, 'unsuccessful_checks'))}${attempt}`,
    ];
  },
  'action.queue.checks_not_started': (m, event) => {
    // The first failure of a stay is the common case; a count from the second on says it keeps failing.
    const attempt = integer(event, 'attempt');
    return withReason([`Checks not started${attempt !== null && attempt > 1 ? ` (attempt ${attempt})` : ''}`], text(m, 'reason'));
  },
  'action.queue.checks_start': (m) => {
    const speculative = nested(m, 'speculative_check_pull_request');
    const number = integer(speculative, 'number');
    const inPlace = flag(speculative, 'in_place');
    const members = numbers(speculative, 'pull_request_numbers');
    const where =
      inPlace === true
        ? ' in place'
        : number === null
          ? ''
          : ` in draft #${number}${members.length > 0 ? ` for ${pullRequests(members)}` : ''}`;
    return withReason([`Checks started${where}`, ...inQueue(m, ', queue ')], text(m, 'start_reason'));
  },
  'action.queue.conflict_deferred': (m) => {
    const blocking = numbers(m, 'blocking_pull_request_numbers');
    const reason = text(m, 'reason');
    if (reason !== null) return [`Deferred: ${shorten(reason)}`];
    return [`Deferred by a conflict${blocking.length > 0 ? ` with ${pullRequests(blocking)}` : ''}`];
  },
  'action.queue.enter': (m) => ['Entered the merge queue', ...inQueue(m, ' ')],
  'action.queue.leave': (m) => {
    const lead: Sentence = ['Left the merge queue', ...inQueue(m, ' ')];
    if (flag(m, 'merged') === true) return [...lead, ': merged'];
    const dequeueCode = text(m, 'dequeue_code');
    const reason = text(m, 'reason') ?? (dequeueCode === null ? null : queueCodeLabel(dequeueCode));
    const checks = records(m, 'unsuccessful_checks');
    const alreadySaid = [reason ?? '', ...checks.map((check) => text(check, 'name') ?? '')].join('\n');
    // Conditions the reason or the failed checks already explain are not repeated.
    const unmet = unmetConditions(nested(m, 'conditions_evaluation')).filter(
      (label) => !alreadySaid.includes(/^check-[a-z-]+=(.+)$/.exec(label)?.[1] ?? label),
    );
    return [
      ...lead,
      `${reason === null ? '' : `: ${shorten(reason)}`}${unsuccessfulChecks(checks, reason ?? '')}`,
      ...(unmet.length === 0 ? [] : [unmet.length === 1 ? ' — condition not met: ' : ' — conditions not met: ', ...codeList(unmet)]),
    ];
  },
  'action.queue.merged': (m) => {
    const sha = text(m, 'merge_commit_sha');
    return [
      'Merged by the merge queue',
      ...inQueue(m, ' '),
      ...named(' into ', text(m, 'branch')),
      ...(sha === null ? [] : [' as ', code(/^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha)]),
    ];
  },
  'queue.pause.create': (m) => withReason([`Merge queue paused${byActor(m, 'created_by', 'created_by_staff')}`], text(m, 'reason')),
  'queue.pause.delete': (m) => [`Merge queue resumed${byActor(m, 'deleted_by', 'deleted_by_staff')}`],
  'queue.pause.update': (m) => withReason([`Queue pause updated${byActor(m, 'updated_by', 'updated_by_staff')}`], text(m, 'reason')),
};
