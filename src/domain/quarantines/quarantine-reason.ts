import { dayStart } from '@/domain/periods/period-comparison';
import { DAY_MS } from '@/lib/time-constants';

// Owner, ticket and "until" travel as trailing `Owner:`/`Ticket:`/`Until:` lines of the one free-text `reason` (docs/decisions.md).
// Reading is tolerant; a value that does not parse stays in the text rather than vanish.

export type QuarantineReasonFields = {
  /** The reason in words, without the structured lines. */
  text: string;
  /** "@dana": a handle, or a team such as "@acme/payments". */
  owner: string | null;
  /** The ticket that tracks the fix: an http(s) link, or a tracker key such as "PAY-77". */
  ticket: string | null;
  /** "2026-12-01": the last day the quarantine is meant to last (a calendar day, UTC). */
  until: string | null;
};

const FIELD_LINE = /^\s*(owner|ticket|until)\s*:\s*(.*?)\s*$/i;
const HANDLE = /^@?([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9._-]+)?)$/;
const DAY = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

/** "@dana" for "dana" or "@dana"; null when it is not a handle. */
export function normalizeOwner(value: string): string | null {
  const match = HANDLE.exec(value.trim());
  return match ? `@${match[1]}` : null;
}

/** A tracker's issue key ("PAY-77"): a project key, a dash, a number. */
const TICKET_KEY = /^[A-Z][A-Z0-9_]*-[0-9]+$/;

/** Whether a ticket is a link (else a key, shown as text: the API knows no tracker to link it to). */
export const isTicketLink = (ticket: string) => /^https?:\/\//i.test(ticket);

/** The key in capitals ("pay-77" → "PAY-77"), or the link when it is an absolute http(s) URL; null otherwise. */
export function normalizeTicket(value: string): string | null {
  const trimmed = value.trim();
  if (TICKET_KEY.test(trimmed.toUpperCase())) return trimmed.toUpperCase();
  if (!isTicketLink(trimmed)) return null;
  try {
    new URL(trimmed);
    return trimmed;
  } catch {
    return null;
  }
}

/** "2026-12-01" for a real calendar day (a date-time keeps its day); null otherwise. */
export function normalizeUntil(value: string): string | null {
  const day = DAY.exec(value.trim())?.[1];
  return day !== undefined && dayStart(day) !== null ? day : null;
}

const NORMALIZE = { owner: normalizeOwner, ticket: normalizeTicket, until: normalizeUntil } as const;
const FIELD_NAMES = { owner: 'Owner', ticket: 'Ticket', until: 'Until' } as const;

export function parseQuarantineReason(reason: string): QuarantineReasonFields {
  const lines = reason.replace(/\r\n?/g, '\n').split('\n');
  const fields: Omit<QuarantineReasonFields, 'text'> = { owner: null, ticket: null, until: null };
  let end = lines.length;
  // Walk up from the end while lines are fields (or blank); stop at the first line of prose.
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      end = index;
      continue;
    }
    const match = FIELD_LINE.exec(line);
    const key = match?.[1]?.toLowerCase() as keyof typeof NORMALIZE | undefined;
    const value = key === undefined ? null : NORMALIZE[key](match?.[2] ?? '');
    // A field given twice: the last line wins, as it was written last.
    if (key === undefined || value === null || fields[key] !== null) break;
    fields[key] = value;
    end = index;
  }
  return { text: lines.slice(0, end).join('\n').trim(), ...fields };
}

/** The reason as sent: the words, a blank line, then one line per given field (owner, ticket, until). */
export function serializeQuarantineReason(fields: QuarantineReasonFields): string {
  const trailer = (['owner', 'ticket', 'until'] as const).flatMap((key) =>
    fields[key] === null ? [] : [`${FIELD_NAMES[key]}: ${fields[key]}`],
  );
  const text = fields.text.trim();
  if (trailer.length === 0) return text;
  return text === '' ? trailer.join('\n') : `${text}\n\n${trailer.join('\n')}`;
}

export type ExpiryStatus = 'none' | 'active' | 'expiring' | 'expired';

/** How many days before its "until" date a quarantine counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 14;

/** Expired once the "until" UTC day is over, expiring within EXPIRING_WITHIN_DAYS, else active; `none` without a date. */
export function expiryStatus(until: string | null, now: number): ExpiryStatus {
  if (until === null) return 'none';
  const endOfDay = Date.parse(`${until}T00:00:00Z`) + DAY_MS;
  if (now >= endOfDay) return 'expired';
  return endOfDay - now <= EXPIRING_WITHIN_DAYS * DAY_MS ? 'expiring' : 'active';
}
