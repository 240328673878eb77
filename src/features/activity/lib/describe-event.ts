import type { EventType } from '@/api/types';
import { isKnownEventType } from './event-catalog';
import {
  actorName,
  asRecord,
  flag,
  integer,
  nested,
  numbers,
  records,
  shorten,
  strings,
  text,
  type Metadata,
} from './metadata-readers';

/*
 * One readable line per event, from its type and metadata: "Entered the merge queue `default`
 * (priority rule `hotfix`)". Names (queues, branches, workflows) are code parts, so the page can set
 * them apart; everything is plain text, rendered by React, never HTML. Metadata is untrusted: a field
 * that is missing or of another kind is left out of the sentence, and a type this dashboard does not
 * know yet reads as its raw name.
 */

export type SentencePart = string | { code: string };
export type Sentence = SentencePart[];

const code = (value: string): SentencePart => ({ code: value });

/** "a, b and c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const pullRequests = (values: readonly number[]) => values.map((value) => `#${value}`).join(', ');
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** " by name" (and "(support staff)" when the change came from the vendor's staff). */
function byActor(metadata: Metadata, actorKey: string, staffKey: string): string {
  const name = actorName(metadata[actorKey]);
  const staff = flag(metadata, staffKey) === true ? ' (support staff)' : '';
  return name === null ? staff : ` by ${name}${staff}`;
}

/** "Labels added: a, b; removed: c". */
function addedRemoved(noun: string, metadata: Metadata): Sentence {
  const added = strings(metadata, 'added');
  const removed = strings(metadata, 'removed');
  const parts = [
    added.length > 0 ? `added: ${added.join(', ')}` : null,
    removed.length > 0 ? `removed: ${removed.join(', ')}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? [`${noun} unchanged`] : [`${noun} ${parts.join('; ')}`];
}

/** " in queue `default` (priority rule `hotfix`)". */
function inQueue(metadata: Metadata, lead = ' in queue '): Sentence {
  const queue = text(metadata, 'queue_name');
  const rule = text(metadata, 'priority_rule_name');
  return [
    ...(queue === null ? [] : [lead, code(queue)]),
    ...(rule === null ? [] : [' (priority rule ', code(rule), ')']),
  ];
}

function withReason(lead: Sentence, reason: string | null): Sentence {
  return reason === null ? lead : [...lead, `: ${shorten(reason)}`];
}

/** "Nov 9, 2026, 17:19" in the freeze's own time zone (UTC when it names none we know). */
function freezeTime(value: unknown, timeZone: string | null): string | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? 'UTC' }).format(ms);
  } catch {
    return `${new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(ms)} UTC`;
  }
}

/** "“Quarter-end freeze” (Nov 9, 2026, 17:19 → Nov 11, 2026, 21:11, America/New_York)". */
function freezeSummary(attributes: Metadata): string {
  const reason = text(attributes, 'reason');
  const zone = text(attributes, 'timezone');
  const start = freezeTime(attributes.start, zone);
  const end = attributes.end === null ? 'until lifted' : freezeTime(attributes.end, zone);
  const span = start === null ? null : `${start} → ${end ?? '?'}${zone === null ? ' UTC' : `, ${zone}`}`;
  return [reason === null ? null : `“${shorten(reason, 80)}”`, span === null ? null : `(${span})`].filter(Boolean).join(' ');
}

/** What changed between two freeze snapshots: "end Oct 28, 2026, 14:33 → 20:33". */
function freezeChanges(before: Metadata, after: Metadata): string[] {
  const zone = text(after, 'timezone') ?? text(before, 'timezone');
  const changes: string[] = [];
  for (const field of ['start', 'end'] as const) {
    const from = before[field] === null ? 'until lifted' : freezeTime(before[field], zone);
    const to = after[field] === null ? 'until lifted' : freezeTime(after[field], zone);
    if (from !== to) changes.push(`${field} ${from ?? '?'} → ${to ?? '?'}`);
  }
  const reasonBefore = text(before, 'reason');
  const reasonAfter = text(after, 'reason');
  if (reasonBefore !== reasonAfter && reasonAfter !== null) changes.push(`reason “${shorten(reasonAfter, 60)}”`);
  if (text(before, 'timezone') !== text(after, 'timezone') && text(after, 'timezone') !== null) {
    changes.push(`time zone ${text(after, 'timezone')}`);
  }
  const conditions = (record: Metadata) => JSON.stringify([strings(record, 'matching_conditions'), strings(record, 'exclude_conditions')]);
  if (conditions(before) !== conditions(after)) changes.push('conditions');
  return changes;
}

const PRODUCT_NAMES: Record<string, string> = {
  ci_insights: 'CI Insights',
  merge_protections: 'Merge protections',
  workflow_automation: 'Workflow automation',
  merge_queue: 'Merge queue',
};

function productName(metadata: Metadata): string {
  const product = text(metadata, 'product');
  return product === null ? 'A product' : (PRODUCT_NAMES[product] ?? product);
}

/** "on every branch" / "on `main`". */
function branchScope(branch: unknown): Sentence {
  return typeof branch === 'string' && branch.trim() !== '' ? ['on ', code(branch.trim())] : ['on every branch'];
}

function yesNo(value: boolean | null): string {
  return value === null ? '?' : value ? 'yes' : 'no';
}

/** " — 2 unsuccessful checks (ci/lint, ci/e2e)", leaving out names the sentence already gave. */
function unsuccessfulChecks(checks: Metadata[], alreadySaid = ''): string {
  if (checks.length === 0) return '';
  const names = checks
    .map((check) => text(check, 'name'))
    .filter((name): name is string => name !== null && !alreadySaid.includes(name));
  const shown = names.slice(0, 3).join(', ');
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return ` — ${plural(checks.length, 'unsuccessful check')}${names.length > 0 ? ` (${shown}${more})` : ''}`;
}

const SENTENCES: Record<EventType, (metadata: Metadata) => Sentence> = {
  'action.assign': (m) => addedRemoved('Assignees', m),
  'action.backport': (m) => copyLike('Backported', m),
  'action.close': (m) => withReason(['Closed the pull request'], text(m, 'message')),
  'action.comment': (m) => withReason(['Commented'], text(m, 'message')),
  'action.copy': (m) => copyLike('Copied', m),
  'action.delete_head_branch': (m) => {
    const branch = text(m, 'branch');
    return branch === null ? ['Deleted the head branch'] : ['Deleted the head branch ', code(branch)];
  },
  'action.dequeue': () => ['Removed the pull request from the merge queue'],
  'action.dismiss_reviews': (m) => {
    const users = strings(m, 'users');
    return users.length === 0 ? ['Dismissed reviews'] : [`Dismissed reviews by ${list(users)}`];
  },
  'action.edit': (m) => {
    const draft = flag(m, 'draft');
    if (draft === null) return ['Edited the pull request'];
    return [draft ? 'Converted the pull request to a draft' : 'Marked the pull request ready for review'];
  },
  'action.github_actions': (m) => {
    const workflow = text(m, 'workflow');
    const inputs = Object.entries(nested(m, 'inputs'))
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => `${key}=${String(value)}`);
    return [
      'Dispatched the workflow',
      ...(workflow === null ? [] : [' ', code(workflow)]),
      ...(inputs.length > 0 ? [` (${shorten(inputs.join(', '), 100)})`] : []),
    ];
  },
  'action.label': (m) => addedRemoved('Labels', m),
  'action.merge': (m) => {
    const branch = text(m, 'branch');
    return branch === null ? ['Merged the pull request'] : ['Merged into ', code(branch)];
  },
  'action.post_check': (m) => {
    const title = text(m, 'title');
    const conclusion = m.conclusion === null ? 'in progress' : text(m, 'conclusion');
    const summary = text(m, 'summary');
    return [
      `Posted the check${title === null ? '' : ` “${shorten(title, 80)}”`}`,
      ...(conclusion === null ? [] : [`: ${conclusion.replace(/_/g, ' ')}`]),
      ...(summary === null ? [] : [` — ${shorten(summary, 100)}`]),
    ];
  },
  'action.rebase': () => ['Rebased the pull request on its base branch'],
  'action.refresh': () => ['Refreshed the pull request'],
  'action.request_reviews': (m) => {
    const people = strings(m, 'reviewers');
    const teams = strings(m, 'team_reviewers').map((team) => `team ${team}`);
    const all = [...people, ...teams];
    return all.length === 0 ? ['Requested reviews'] : [`Requested reviews from ${list(all)}`];
  },
  'action.review': (m) => {
    const reviewer = text(m, 'reviewer');
    const by = reviewer === null ? '' : ` by ${reviewer}`;
    const verb =
      { APPROVE: `Approved${by}`, REQUEST_CHANGES: `Changes requested${by}`, COMMENT: `Reviewed with comments${by}` }[
        text(m, 'review_type') ?? ''
      ] ?? `Reviewed${by}`;
    return withReason([verb], text(m, 'message'));
  },
  'action.squash': () => ['Squashed the pull request’s commits'],
  'action.update': () => ['Updated the pull request with its base branch'],

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
    const split = size !== null && parts !== null ? `: splitting ${plural(size, 'pull request')} into ${plural(parts, 'sub-batch', 'sub-batches')}` : '';
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
      const reason = text(m, 'abort_reason');
      const abortCode = text(m, 'abort_code');
      const reembarked = text(m, 'abort_status') === 'REEMBARKED' ? ', the batch goes back in the queue' : '';
      return [
        `Checks aborted${reason === null ? '' : `: ${shorten(reason)}`}`,
        ...(abortCode === null ? [] : [' (', code(abortCode), ')']),
        `${reembarked}${attempt}`,
      ];
    }
    const conclusion = text(speculative, 'checks_conclusion');
    const timedOut = flag(speculative, 'checks_timed_out') === true ? ', timed out' : '';
    return [
      `Checks ended: ${conclusion === null ? 'no conclusion' : conclusion.replace(/_/g, ' ')}${timedOut}`,
      `${unsuccessfulChecks(records(speculative, 'unsuccessful_checks'))}${attempt}`,
    ];
  },
  'action.queue.checks_not_started': (m) => withReason(['Checks not started'], text(m, 'reason')),
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
    const reason = text(m, 'reason');
    return [...lead, `${reason === null ? '' : `: ${shorten(reason)}`}${unsuccessfulChecks(records(m, 'unsuccessful_checks'), reason ?? '')}`];
  },
  'action.queue.merged': (m) => {
    const branch = text(m, 'branch');
    const sha = text(m, 'merge_commit_sha');
    return [
      'Merged by the merge queue',
      ...inQueue(m, ' '),
      ...(branch === null ? [] : [' into ', code(branch)]),
      ...(sha === null ? [] : [' as ', code(/^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha)]),
    ];
  },

  'ci_insights.auto_quarantine.disabled': (m) => [`Auto-quarantine disabled${byActor(m, 'disabled_by', 'disabled_by_staff')}`],
  'ci_insights.auto_quarantine.enabled': (m) => {
    const ignore = flag(nested(m, 'auto_quarantine_config_attributes'), 'ignore_broken_on_default_branch');
    return [
      `Auto-quarantine enabled${byActor(m, 'enabled_by', 'enabled_by_staff')}`,
      ignore === null ? '' : ` (ignore broken tests on the default branch: ${yesNo(ignore)})`,
    ];
  },
  'ci_insights.auto_quarantine.modified': (m) => {
    const before = flag(nested(m, 'auto_quarantine_config_attributes_before'), 'ignore_broken_on_default_branch');
    const after = flag(nested(m, 'auto_quarantine_config_attributes_after'), 'ignore_broken_on_default_branch');
    const change = before !== after ? `: ignore broken tests on the default branch ${yesNo(before)} → ${yesNo(after)}` : '';
    return [`Auto-quarantine settings changed${byActor(m, 'updated_by', 'updated_by_staff')}${change}`];
  },
  'ci_insights.job_retried': (m) => {
    const rule = text(m, 'rule_name');
    const mode = text(m, 'retry_mode') === 'pipeline' ? 'pipeline' : 'job';
    const attempt = integer(m, 'retry_attempt');
    const max = integer(m, 'max_retry');
    const byRule: Sentence = rule === null ? [] : [' by rule ', code(rule)];
    if (text(m, 'outcome') === 'skipped_quota_exceeded') {
      return [`Retry of the ${mode} skipped: the quota${max === null ? '' : ` of ${plural(max, 'retry', 'retries')}`} is used up`, ...byRule];
    }
    const matched = records(m, 'condition_matches')
      .map((match) => text(match, 'pattern') ?? text(match, 'condition'))
      .filter((value): value is string => value !== null);
    return [
      `Retried the ${mode}${attempt === null ? '' : ` (attempt ${attempt}${max === null ? '' : ` of ${max}`})`}`,
      ...byRule,
      matched.length > 0 ? `: matched ${shorten(matched.join(', '), 80)}` : '',
    ];
  },

  'command.dequeue': (m) => command('dequeue', m),
  'command.queue': (m) => command('queue', m),

  'product.disabled': (m) => [`${productName(m)} disabled${byActor(m, 'disabled_by', 'disabled_by_staff')}`],
  'product.enabled': (m) => [`${productName(m)} enabled${byActor(m, 'enabled_by', 'enabled_by_staff')}`],

  'queue.pause.create': (m) => withReason([`Merge queue paused${byActor(m, 'created_by', 'created_by_staff')}`], text(m, 'reason')),
  'queue.pause.delete': (m) => [`Merge queue resumed${byActor(m, 'deleted_by', 'deleted_by_staff')}`],
  'queue.pause.update': (m) => withReason([`Queue pause updated${byActor(m, 'updated_by', 'updated_by_staff')}`], text(m, 'reason')),

  'scheduled_freeze.create': (m) => {
    const summary = freezeSummary(nested(m, 'scheduled_freeze_attributes'));
    return [`Scheduled a freeze${summary === '' ? '' : ` ${summary}`}${byActor(m, 'created_by', 'created_by_staff')}`];
  },
  'scheduled_freeze.delete': (m) => {
    const reason = text(nested(m, 'scheduled_freeze_attributes'), 'reason');
    return withReason(
      [`Deleted the freeze${reason === null ? '' : ` “${shorten(reason, 80)}”`}${byActor(m, 'deleted_by', 'deleted_by_staff')}`],
      text(m, 'reason'),
    );
  },
  'scheduled_freeze.update': (m) => {
    const before = nested(m, 'scheduled_freeze_attributes_before');
    const after = nested(m, 'scheduled_freeze_attributes_after');
    const reason = text(after, 'reason') ?? text(before, 'reason');
    const changes = freezeChanges(before, after);
    return [
      `Updated the freeze${reason === null ? '' : ` “${shorten(reason, 80)}”`}${byActor(m, 'updated_by', 'updated_by_staff')}`,
      changes.length > 0 ? `: ${changes.join('; ')}` : '',
    ];
  },

  'test.dequarantined': (m) => {
    const name = text(m, 'test_name');
    const original = nested(m, 'original_quarantine');
    const scope = 'branch' in original ? [' ', ...branchScope(original.branch)] : [];
    return [
      `Released ${name === null ? 'a test' : 'test '}`,
      ...(name === null ? [] : [code(name)]),
      ' from quarantine',
      ...scope,
      byActor(m, 'dequarantined_by', 'dequarantined_by_staff'),
    ];
  },
  'test.quarantined': (m) => {
    const name = text(m, 'test_name');
    const auto = text(m, 'source') === 'auto' ? ' (auto-quarantine)' : '';
    return withReason(
      [`Quarantined ${name === null ? 'a test' : 'test '}`, ...(name === null ? [] : [code(name)]), ' ', ...branchScope(m.branch), auto],
      text(m, 'reason'),
    );
  },
};

function copyLike(verb: string, metadata: Metadata): Sentence {
  const to = text(metadata, 'to');
  const number = integer(metadata, 'pull_request_number');
  const conflicts = flag(metadata, 'conflicts') === true ? ' — with conflicts to resolve' : '';
  return [verb, ...(to === null ? [] : [' to ', code(to)]), `${number === null ? '' : ` as #${number}`}${conflicts}`];
}

function command(name: string, metadata: Metadata): Sentence {
  const author = actorName(metadata.author);
  const via = text(metadata, 'command_trigger') === 'checkbox' ? ' (checkbox)' : '';
  return ['Command ', code(name), `${author === null ? '' : ` by @${author}`}${via}`];
}

/** Adjacent strings merged, empty ones dropped: easier to render and to compare. */
function normalize(sentence: Sentence): Sentence {
  const out: Sentence = [];
  for (const part of sentence) {
    if (typeof part === 'string') {
      if (part === '') continue;
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + part;
      else out.push(part);
    } else if (part.code !== '') {
      out.push(part);
    }
  }
  return out;
}

export function describeEvent(event: { type: string; metadata?: unknown }): Sentence {
  if (!isKnownEventType(event.type)) return [event.type];
  try {
    return normalize(SENTENCES[event.type](asRecord(event.metadata)));
  } catch {
    // The readers never throw; this guards against a rule written carelessly later.
    return [event.type];
  }
}

/** The sentence as one string, names in backticks: for accessible labels and tests. */
export function sentenceText(sentence: Sentence): string {
  return sentence.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
}
