import { flag, integer, nested, shorten, strings, text, type Metadata } from '@/domain/activity/metadata-readers';
import { code, named, withReason, type EventTypesStartingWith, type SentenceRules, type Sentence } from './sentence';

/** "a, b and c" (British English: no comma before "and"); built once, not per sentence. */
const LIST = new Intl.ListFormat('en-GB');

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

function copyLike(verb: string, metadata: Metadata): Sentence {
  const number = integer(metadata, 'pull_request_number');
  const conflicts = flag(metadata, 'conflicts') === true ? ' — with conflicts to resolve' : '';
  return [verb, ...named(' to ', text(metadata, 'to')), `${number === null ? '' : ` as #${number}`}${conflicts}`];
}

export const PULL_REQUEST_SENTENCES: SentenceRules<Exclude<EventTypesStartingWith<'action.'>, EventTypesStartingWith<'action.queue.'>>> = {
  'action.assign': (m) => addedRemoved('Assignees', m),
  'action.backport': (m) => copyLike('Backported', m),
  'action.close': (m) => withReason(['Closed the pull request'], text(m, 'message')),
  'action.comment': (m) => withReason(['Commented'], text(m, 'message')),
  'action.copy': (m) => copyLike('Copied', m),
  'action.delete_head_branch': (m) => ['Deleted the head branch', ...named(' ', text(m, 'branch'))],
  'action.dequeue': () => ['Removed the pull request from the merge queue'],
  'action.dismiss_reviews': (m) => {
    const users = strings(m, 'users');
    return users.length === 0 ? ['Dismissed reviews'] : [`Dismissed reviews by ${LIST.format(users)}`];
  },
  'action.edit': (m) => {
    const draft = flag(m, 'draft');
    if (draft === null) return ['Edited the pull request'];
    return [draft ? 'Converted the pull request to a draft' : 'Marked the pull request ready for review'];
  },
  'action.github_actions': (m) => {
    const inputs = Object.entries(nested(m, 'inputs'))
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => `${key}=${String(value)}`);
    return [
      'Dispatched the workflow',
      ...named(' ', text(m, 'workflow')),
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
    return all.length === 0 ? ['Requested reviews'] : [`Requested reviews from ${LIST.format(all)}`];
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
};
