import { nested, text } from '../metadata-readers';
import { byActor, code, withReason, type EventTypesStartingWith, type SentenceRules, type Sentence } from './sentence';

/* Tests put in and released from quarantine. */

/** "on every branch" / "on `main`". */
function branchScope(branch: unknown): Sentence {
  return typeof branch === 'string' && branch.trim() !== '' ? ['on ', code(branch.trim())] : ['on every branch'];
}

export const QUARANTINE_SENTENCES: SentenceRules<EventTypesStartingWith<'test.'>> = {
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
