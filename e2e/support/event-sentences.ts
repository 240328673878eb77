// The one-line sentence the activity log should show for an event (a row's accessible name: names read
// as plain text), spelled here per event type from the event's own fields, for every type the seeded
// history holds, never by the app's describer: a wrong sentence on screen then fails the journey. A
// type without a sentence here throws, so a journey meeting it says so instead of guessing.
import type { ActivityLogEvent } from '@/api/types';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { counted } from './expected-text';

dayjs.extend(utc);
dayjs.extend(timezone);

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
/** A text field on one line (runs of blanks read as one space); null when missing or blank. */
const line = (fields: Fields, key: string): string | null => {
  const value = fields[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\s+/g, ' ') : null;
};
const num = (fields: Fields, key: string): number | null => (typeof fields[key] === 'number' ? (fields[key] as number) : null);
const list = <T>(fields: Fields, key: string): T[] => (Array.isArray(fields[key]) ? (fields[key] as T[]) : []);
/** A long free text cut to `max` characters, the last one an ellipsis. */
const cut = (value: string, max = 140) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);
/** "a, b and c". */
const andList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const pulls = (numbers: readonly number[]) => numbers.map((number) => `#${number}`).join(', ');
/** ": the reason", cut, when there is one. */
const because = (reason: string | null) => (reason === null ? '' : `: ${cut(reason)}`);
/** " by kenji-tanaka", with " (support staff)" when the vendor's staff did it. */
function by(fields: Fields, actorKey: string, staffKey: string): string {
  const actor = fieldsOf(fields[actorKey]);
  const name = line(actor, 'name') ?? line(actor, 'login');
  return `${name === null ? '' : ` by ${name}`}${fields[staffKey] === true ? ' (support staff)' : ''}`;
}
/** " default (priority rule hotfix priority)" after the queue's lead words. */
function queue(fields: Fields, lead = ' in queue '): string {
  const name = line(fields, 'queue_name');
  const rule = line(fields, 'priority_rule_name');
  return `${name === null ? '' : `${lead}${name}`}${rule === null ? '' : ` (priority rule ${rule})`}`;
}
/** " — 2 unsuccessful checks (ci/lint, ci/e2e)", the names not already said. */
function unsuccessful(checks: Fields[], alreadySaid = ''): string {
  if (checks.length === 0) return '';
  const names = checks.map((check) => line(check, 'name')).filter((name): name is string => name !== null && !alreadySaid.includes(name));
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return ` — ${counted(checks.length, 'unsuccessful check')}${names.length === 0 ? '' : ` (${shown})`}`;
}
/** "Labels added: a, b; removed: c" / "Labels unchanged". */
function addedRemoved(noun: string, fields: Fields): string {
  const added = list<string>(fields, 'added');
  const removed = list<string>(fields, 'removed');
  const parts = [added.length > 0 ? `added: ${added.join(', ')}` : '', removed.length > 0 ? `removed: ${removed.join(', ')}` : ''].filter(
    Boolean,
  );
  return parts.length === 0 ? `${noun} unchanged` : `${noun} ${parts.join('; ')}`;
}
function copied(verb: string, fields: Fields): string {
  const to = line(fields, 'to');
  const number = num(fields, 'pull_request_number');
  return `${verb}${to === null ? '' : ` to ${to}`}${number === null ? '' : ` as #${number}`}${fields.conflicts === true ? ' — with conflicts to resolve' : ''}`;
}
/** "Merge protections": the products as the sentences name them. */
const PRODUCTS: Record<string, string> = {
  ci_insights: 'CI Insights',
  merge_protections: 'Merge protections',
  workflow_automation: 'Workflow automation',
  merge_queue: 'Merge queue',
};
const product = (fields: Fields) => {
  const name = line(fields, 'product');
  return name === null ? 'A product' : (PRODUCTS[name] ?? name);
};
const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '?');
const ignoreBroken = (fields: Fields, key: string) => fieldsOf(fields[key]).ignore_broken_on_default_branch;
/** Queue codes the seed's aborted checks and exits carry without a reason, in words. */
const QUEUE_CODE_WORDS: Record<string, string> = {
  PR_MERGED: 'merged',
  PR_DEQUEUED: 'the pull request was dequeued',
  PR_AHEAD_DEQUEUED: 'a pull request ahead was dequeued',
  BATCH_AHEAD_FAILED: 'a batch ahead failed',
  CHECKS_TIMEOUT: 'the checks timed out',
  CHECKS_FAILED: 'the checks failed',
  CONFLICT_WITH_BASE_BRANCH: 'it conflicts with the base branch',
  PR_MANUALLY_DEQUEUED: 'the pull request was dequeued by hand',
};
/**
 * One condition a retried job met, by its published shape: a job-log match ("TimeoutError in the job log,
 * line 412"), an annotation match (named by its title, else its path) or a plain one ("job_name = e2e").
 */
function matchWords(match: Fields): string | null {
  const value = line(match, 'matched_value');
  if (value === null) return null;
  const matched = cut(value, 60);
  if (match.source === 'job_log') {
    const number = num(match, 'matched_line_number');
    return `${matched} in the job log${number === null ? '' : `, line ${number}`}`;
  }
  if (match.source === 'annotation') {
    const title = line(match, 'annotation_title');
    const path = line(match, 'annotation_path');
    if (title !== null) return `${matched} in the annotation ${cut(title, 60)}`;
    return path === null ? `${matched} in an annotation` : `${matched} in the annotation at ${path}`;
  }
  const attribute = line(match, 'attribute');
  return attribute === null ? matched : `${attribute} = ${matched}`;
}
/** The unmet leaf conditions of a queue-condition tree, depth first. */
function unmetConditions(tree: Fields, depth = 8): string[] {
  if (depth === 0 || tree.match !== false) return [];
  const children = list<unknown>(tree, 'subconditions').map(fieldsOf);
  if (children.length > 0) return children.flatMap((child) => unmetConditions(child, depth - 1));
  const label = line(tree, 'label');
  return label === null ? [] : [label];
}
/** "Nov 9, 2026, 17:19" in a freeze's own time zone. */
const freezeTime = (value: unknown, zone: string | null) =>
  typeof value === 'string'
    ? dayjs
        .utc(value)
        .tz(zone ?? 'UTC')
        .format('MMM D, YYYY, HH:mm')
    : null;
/** A freeze condition: "base=main", "(label=a or label=b)", "not label=x". */
function condition(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  const group = fieldsOf(value);
  for (const joiner of ['and', 'or']) {
    if (!Array.isArray(group[joiner])) continue;
    const parts = (group[joiner] as unknown[]).map(condition).filter((part): part is string => part !== null);
    return parts.length === 0 ? null : parts.length === 1 ? parts[0]! : `(${parts.join(` ${joiner} `)})`;
  }
  const negated = 'not' in group ? condition(group.not) : null;
  return negated === null ? null : `not ${negated}`;
}
const conditions = (value: unknown) => (Array.isArray(value) ? value.map(condition).filter((text): text is string => text !== null) : []);
function freezeSummary(attributes: Fields): string {
  const reason = line(attributes, 'reason');
  const zone = line(attributes, 'timezone');
  const start = freezeTime(attributes.start, zone);
  const end = attributes.end === null ? 'until lifted' : (freezeTime(attributes.end, zone) ?? '?');
  const span = start === null ? null : `(${start} → ${end}${zone === null ? ' UTC' : `, ${zone}`})`;
  return [reason === null ? null : `“${cut(reason, 80)}”`, span].filter(Boolean).join(' ');
}
function freezeChanges(before: Fields, after: Fields): string[] {
  const zone = line(after, 'timezone') ?? line(before, 'timezone');
  const at = (value: unknown) => (value === null ? 'until lifted' : freezeTime(value, zone));
  const changes: string[] = [];
  for (const field of ['start', 'end']) {
    const [from, to] = [at(before[field]), at(after[field])];
    if (from !== to) changes.push(`${field} ${from ?? '?'} → ${to ?? '?'}`);
  }
  const reason = line(after, 'reason');
  if (reason !== null && reason !== line(before, 'reason')) changes.push(`reason “${cut(reason, 60)}”`);
  const afterZone = line(after, 'timezone');
  if (afterZone !== null && afterZone !== line(before, 'timezone')) changes.push(`time zone ${afterZone}`);
  for (const [field, label, whenEmpty] of [
    ['matching_conditions', 'frozen', 'every pull request'],
    ['exclude_conditions', 'excluded', 'none'],
  ]) {
    const from = conditions(before[field!]).join(', ') || whenEmpty!;
    const to = conditions(after[field!]).join(', ') || whenEmpty!;
    if (from !== to) changes.push(`${label} ${cut(from, 60)} → ${cut(to, 60)}`);
  }
  return changes;
}

/** Per type, from the metadata (and the event itself, for the facts published beside it such as `attempt`). */
const SENTENCES: Record<string, (fields: Fields, event: Fields) => string> = {
  'action.assign': (m) => addedRemoved('Assignees', m),
  'action.backport': (m) => copied('Backported', m),
  'action.close': (m) => `Closed the pull request${because(line(m, 'message'))}`,
  'action.comment': (m) => `Commented${because(line(m, 'message'))}`,
  'action.copy': (m) => copied('Copied', m),
  'action.delete_head_branch': (m) => `Deleted the head branch${line(m, 'branch') === null ? '' : ` ${line(m, 'branch')}`}`,
  'action.dequeue': () => 'Removed the pull request from the merge queue',
  'action.dismiss_reviews': (m) =>
    list(m, 'users').length === 0 ? 'Dismissed reviews' : `Dismissed reviews by ${andList(list<string>(m, 'users'))}`,
  'action.edit': (m) =>
    m.draft === true
      ? 'Converted the pull request to a draft'
      : m.draft === false
        ? 'Marked the pull request ready for review'
        : 'Edited the pull request',
  'action.github_actions': (m) => {
    const inputs = Object.entries(fieldsOf(m.inputs)).map(([key, value]) => `${key}=${String(value)}`);
    return `Dispatched the workflow${line(m, 'workflow') === null ? '' : ` ${line(m, 'workflow')}`}${inputs.length === 0 ? '' : ` (${cut(inputs.join(', '), 100)})`}`;
  },
  'action.label': (m) => addedRemoved('Labels', m),
  'action.merge': (m) => (line(m, 'branch') === null ? 'Merged the pull request' : `Merged into ${line(m, 'branch')}`),
  'action.post_check': (m) => {
    const title = line(m, 'title');
    const conclusion = m.conclusion === null ? 'in progress' : line(m, 'conclusion')?.replaceAll('_', ' ');
    const summary = line(m, 'summary');
    return `Posted the check${title === null ? '' : ` “${cut(title, 80)}”`}${conclusion ? `: ${conclusion}` : ''}${summary === null ? '' : ` — ${cut(summary, 100)}`}`;
  },
  'action.rebase': () => 'Rebased the pull request on its base branch',
  'action.refresh': () => 'Refreshed the pull request',
  'action.request_reviews': (m) => {
    const asked = [...list<string>(m, 'reviewers'), ...list<string>(m, 'team_reviewers').map((team) => `team ${team}`)];
    return asked.length === 0 ? 'Requested reviews' : `Requested reviews from ${andList(asked)}`;
  },
  'action.review': (m) => {
    const reviewer = line(m, 'reviewer');
    const verbs: Record<string, string> = { APPROVE: 'Approved', REQUEST_CHANGES: 'Changes requested', COMMENT: 'Reviewed with comments' };
    return `${verbs[line(m, 'review_type') ?? ''] ?? 'Reviewed'}${reviewer === null ? '' : ` by ${reviewer}`}${because(line(m, 'message'))}`;
  },
  'action.squash': () => 'Squashed the pull request’s commits',
  'action.update': () => 'Updated the pull request with its base branch',
  'action.queue.batch_bisection_end': (m) => {
    const culprits = list<number>(m, 'culprit_pr_numbers');
    const remaining = list<number>(m, 'remaining_pr_numbers');
    const lead = `Bisection ended${queue(m)}`;
    if (m.max_failure_resolution_reached === true) return `${lead}: gave up, the maximum failure resolution was reached`;
    if (m.culprit_found !== true) return `${lead}: no culprit found`;
    const goOn = remaining.length === 0 ? '' : ` (${counted(remaining.length, 'pull request')} go on)`;
    return `${lead}: culprit${culprits.length > 1 ? 's' : ''}${culprits.length === 0 ? '' : ` ${pulls(culprits)}`} found${goOn}`;
  },
  'action.queue.batch_bisection_start': (m) => {
    const batch = list<number>(m, 'original_batch_pr_numbers');
    const [size, parts, depth] = [num(m, 'batch_size_before_split'), num(m, 'number_of_sub_batches'), num(m, 'bisection_depth')];
    const onBatch = batch.length === 0 ? '' : ` on a batch of ${counted(batch.length, 'pull request')} (${pulls(batch)})`;
    const split =
      size === null || parts === null
        ? ''
        : `: splitting ${counted(size, 'pull request')} into ${counted(parts, 'sub-batch', 'sub-batches')}`;
    return `Bisection started${onBatch}${queue(m)}${split}${depth === null ? '' : `, depth ${depth}`}`;
  },
  'action.queue.change': (m) =>
    `Queue${queue(m, ' ')} changed${num(m, 'size') === null ? '' : `: ${counted(num(m, 'size')!, 'pull request')} queued`}`,
  'action.queue.checks.change': (m) =>
    `Checks changed${queue(m)}${num(m, 'running_checks') === null ? '' : `: ${num(m, 'running_checks')} running`}`,
  'action.queue.checks_end': (m) => {
    const draft = fieldsOf(m.speculative_check_pull_request);
    const retry = num(m, 'retry_attempt');
    const of = num(m, 'max_retries');
    const attempt = retry !== null && retry > 0 ? ` (retry ${retry}${of === null ? '' : ` of ${of}`})` : '';
    if (m.aborted === true) {
      const code = line(m, 'abort_code');
      const reason = line(m, 'abort_reason') ?? (code === null ? null : (QUEUE_CODE_WORDS[code] ?? code));
      return `Checks aborted${because(reason)}${m.abort_status === 'REEMBARKED' ? ', the batch goes back in the queue' : ''}${attempt}`;
    }
    const conclusion = line(draft, 'checks_conclusion')?.replaceAll('_', ' ') ?? 'no conclusion';
    const timedOut = draft.checks_timed_out === true ? ', timed out' : '';
    return `Checks ended: ${conclusion}${timedOut}${unsuccessful(list<unknown>(draft, 'unsuccessful_checks').map(fieldsOf))}${attempt}`;
  },
  'action.queue.checks_not_started': (m, event) => {
    const attempt = typeof event.attempt === 'number' && event.attempt > 1 ? ` (attempt ${event.attempt})` : '';
    return `Checks not started${attempt}${because(line(m, 'reason'))}`;
  },
  'action.queue.checks_start': (m) => {
    const draft = fieldsOf(m.speculative_check_pull_request);
    const number = num(draft, 'number');
    const members = list<number>(draft, 'pull_request_numbers');
    const where =
      draft.in_place === true
        ? ' in place'
        : number === null
          ? ''
          : ` in draft #${number}${members.length === 0 ? '' : ` for ${pulls(members)}`}`;
    return `Checks started${where}${queue(m, ', queue ')}${because(line(m, 'start_reason'))}`;
  },
  'action.queue.conflict_deferred': (m) => {
    const reason = line(m, 'reason');
    if (reason !== null) return `Deferred: ${cut(reason)}`;
    const blocking = list<number>(m, 'blocking_pull_request_numbers');
    return `Deferred by a conflict${blocking.length === 0 ? '' : ` with ${pulls(blocking)}`}`;
  },
  'action.queue.enter': (m) => `Entered the merge queue${queue(m, ' ')}`,
  'action.queue.leave': (m) => {
    const lead = `Left the merge queue${queue(m, ' ')}`;
    if (m.merged === true) return `${lead}: merged`;
    const code = line(m, 'dequeue_code');
    const reason = line(m, 'reason') ?? (code === null ? null : (QUEUE_CODE_WORDS[code] ?? code));
    const checks = list<unknown>(m, 'unsuccessful_checks').map(fieldsOf);
    const said = [reason ?? '', ...checks.map((check) => line(check, 'name') ?? '')].join('\n');
    // A condition the reason or a failed check already names ("check-success=ci/e2e") is not repeated.
    const unmet = unmetConditions(fieldsOf(m.conditions_evaluation)).filter(
      (label) => !said.includes(/^check-[a-z-]+=(.+)$/.exec(label)?.[1] ?? label),
    );
    const shown = unmet.length > 3 ? `${unmet.slice(0, 3).join(', ')} and ${unmet.length - 3} more` : unmet.join(', ');
    return `${lead}${because(reason)}${unsuccessful(checks, reason ?? '')}${unmet.length === 0 ? '' : ` — ${unmet.length === 1 ? 'condition' : 'conditions'} not met: ${shown}`}`;
  },
  'action.queue.merged': (m) => {
    const branch = line(m, 'branch');
    const sha = line(m, 'merge_commit_sha');
    const shortSha = sha !== null && /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha;
    return `Merged by the merge queue${queue(m, ' ')}${branch === null ? '' : ` into ${branch}`}${shortSha === null ? '' : ` as ${shortSha}`}`;
  },
  'ci_insights.auto_quarantine.disabled': (m) => `Auto-quarantine disabled${by(m, 'disabled_by', 'disabled_by_staff')}`,
  'ci_insights.auto_quarantine.enabled': (m) => {
    const ignore = ignoreBroken(m, 'auto_quarantine_config_attributes');
    const setting = typeof ignore === 'boolean' ? ` (ignore broken tests on the default branch: ${yesNo(ignore)})` : '';
    return `Auto-quarantine enabled${by(m, 'enabled_by', 'enabled_by_staff')}${setting}`;
  },
  'ci_insights.auto_quarantine.modified': (m) => {
    const before = ignoreBroken(m, 'auto_quarantine_config_attributes_before');
    const after = ignoreBroken(m, 'auto_quarantine_config_attributes_after');
    const change = before === after ? '' : `: ignore broken tests on the default branch ${yesNo(before)} → ${yesNo(after)}`;
    return `Auto-quarantine settings changed${by(m, 'updated_by', 'updated_by_staff')}${change}`;
  },
  'ci_insights.job_retried': (m) => {
    const rule = line(m, 'rule_name');
    const what = m.retry_mode === 'pipeline' ? 'pipeline' : 'job';
    const [attempt, max] = [num(m, 'retry_attempt'), num(m, 'max_retry')];
    const byRule = rule === null ? '' : ` by rule ${rule}`;
    if (m.outcome === 'skipped_quota_exceeded') {
      return `Retry of the ${what} skipped: the quota${max === null ? '' : ` of ${counted(max, 'retry', 'retries')}`} is used up${byRule}`;
    }
    const matched = list<unknown>(m, 'condition_matches')
      .map(fieldsOf)
      .map(matchWords)
      .filter((text): text is string => text !== null);
    const tries = attempt === null ? '' : ` (attempt ${attempt}${max === null ? '' : ` of ${max}`})`;
    return `Retried the ${what}${tries}${byRule}${matched.length === 0 ? '' : `: matched ${matched.join('; ')}`}`;
  },
  'command.dequeue': (m) => command('dequeue', m),
  'command.queue': (m) => command('queue', m),
  'product.disabled': (m) => `${product(m)} disabled${by(m, 'disabled_by', 'disabled_by_staff')}`,
  'product.enabled': (m) => `${product(m)} enabled${by(m, 'enabled_by', 'enabled_by_staff')}`,
  'queue.pause.create': (m) => `Merge queue paused${by(m, 'created_by', 'created_by_staff')}${because(line(m, 'reason'))}`,
  'queue.pause.delete': (m) => `Merge queue resumed${by(m, 'deleted_by', 'deleted_by_staff')}`,
  'queue.pause.update': (m) => `Queue pause updated${by(m, 'updated_by', 'updated_by_staff')}${because(line(m, 'reason'))}`,
  'scheduled_freeze.create': (m) => {
    const summary = freezeSummary(fieldsOf(m.scheduled_freeze_attributes));
    return `Scheduled a freeze${summary === '' ? '' : ` ${summary}`}${by(m, 'created_by', 'created_by_staff')}`;
  },
  'scheduled_freeze.delete': (m) => {
    const name = line(fieldsOf(m.scheduled_freeze_attributes), 'reason');
    return `Deleted the freeze${name === null ? '' : ` “${cut(name, 80)}”`}${by(m, 'deleted_by', 'deleted_by_staff')}${because(line(m, 'reason'))}`;
  },
  'scheduled_freeze.update': (m) => {
    const before = fieldsOf(m.scheduled_freeze_attributes_before);
    const after = fieldsOf(m.scheduled_freeze_attributes_after);
    const name = line(after, 'reason') ?? line(before, 'reason');
    const changes = freezeChanges(before, after);
    return `Updated the freeze${name === null ? '' : ` “${cut(name, 80)}”`}${by(m, 'updated_by', 'updated_by_staff')}${changes.length === 0 ? '' : `: ${changes.join('; ')}`}`;
  },
  'test.dequarantined': (m) => {
    const name = line(m, 'test_name');
    const original = fieldsOf(m.original_quarantine);
    const scope = 'branch' in original ? ` ${branchScope(original.branch)}` : '';
    return `Released ${name === null ? 'a test' : `test ${name}`} from quarantine${scope}${by(m, 'dequarantined_by', 'dequarantined_by_staff')}`;
  },
  'test.quarantined': (m) => {
    const name = line(m, 'test_name');
    const auto = m.source === 'auto' ? ' (auto-quarantine)' : '';
    return `Quarantined ${name === null ? 'a test' : `test ${name}`} ${branchScope(m.branch)}${auto}${because(line(m, 'reason'))}`;
  },
};

function command(name: string, fields: Fields): string {
  const author = fieldsOf(fields.author);
  const login = line(author, 'name') ?? line(author, 'login');
  return `Command ${name}${login === null ? '' : ` by @${login}`}${fields.command_trigger === 'checkbox' ? ' (checkbox)' : ''}`;
}

/** "on every branch" / "on main". */
const branchScope = (branch: unknown) => (typeof branch === 'string' && branch.trim() !== '' ? `on ${branch.trim()}` : 'on every branch');

/** The sentence a row of the activity log reads for this event. */
export function expectedSentence(event: Pick<ActivityLogEvent, 'type' | 'metadata'>): string {
  const sentence = SENTENCES[event.type];
  if (sentence === undefined) throw new Error(`no expected sentence is written for events of type ${event.type}`);
  return sentence(fieldsOf(event.metadata), fieldsOf(event));
}
