import { formatDateTimeInZone } from '@/lib/format';
import { asRecord, nested, shorten, text, type Metadata } from '@/domain/activity/metadata-readers';
import { byActor, withReason, type EventTypesStartingWith, type SentenceRules } from './sentence';

// A condition is a string (`base=main`) or a group `{and}`, `{or}`, `{not}` nesting more.
/** One condition as text: `base=main`, `(label=a or label=b)`, `not (…)`; null when unreadable. */
function conditionText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (depth > 6) return '…';
  const group = asRecord(value);
  for (const joiner of ['and', 'or'] as const) {
    const items = group[joiner];
    if (Array.isArray(items)) {
      const parts = items.map((item) => conditionText(item, depth + 1)).filter((part): part is string => part !== null);
      if (parts.length === 0) return null;
      return parts.length === 1 ? (parts[0] as string) : `(${parts.join(` ${joiner} `)})`;
    }
  }
  if ('not' in group) {
    const negated = conditionText(group.not, depth + 1);
    return negated === null ? null : `not ${negated}`;
  }
  return null;
}

/** Every readable condition of a list (`matching_conditions`, `exclude_conditions`); empty when absent. */
function conditionTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => conditionText(item)).filter((text): text is string => text !== null);
}

/** "Nov 9, 2026, 17:19" in the freeze's own time zone (UTC when it names none we know). */
function freezeTime(value: unknown, timeZone: string | null): string | null {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null;
  return formatDateTimeInZone(value, timeZone ?? 'UTC') ?? `${formatDateTimeInZone(value, 'UTC')} UTC`;
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
  // An empty matching list freezes every pull request; an empty exclusion list spares none.
  const lists = [
    ['matching_conditions', 'frozen', 'every pull request'],
    ['exclude_conditions', 'excluded', 'none'],
  ] as const;
  for (const [field, label, whenEmpty] of lists) {
    const from = conditionTexts(before[field]).join(', ') || whenEmpty;
    const to = conditionTexts(after[field]).join(', ') || whenEmpty;
    if (from !== to) changes.push(`${label} ${shorten(from, 60)} → ${shorten(to, 60)}`);
  }
  return changes;
}

export const SCHEDULED_FREEZE_SENTENCES: SentenceRules<EventTypesStartingWith<'scheduled_freeze.'>> = {
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
};
