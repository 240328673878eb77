import { fieldErrors, isApiError, type ApiError } from '@/api/api-error';
import type { CreateQuarantineRequest, QuarantinedTest } from '@/api/types';
import { normalizeOwner, normalizeTicket, normalizeUntil, serializeQuarantineReason } from '@/domain/quarantines/quarantine-reason';
import { formatCount } from '@/lib/format';
import { describeQuarantineScope } from '@/domain/quarantines/quarantine-scope';

// A 409: another quarantine holds the name (found by name in the list: the 409's wording is not contract).
export class AlreadyQuarantinedError extends Error {
  constructor(
    /** Null when the list no longer has it (removed meanwhile). */
    readonly existing: Pick<QuarantinedTest, 'id' | 'branch'> | null,
    readonly refusal: ApiError,
  ) {
    super(refusal.message);
    this.name = 'AlreadyQuarantinedError';
  }
}

// A create whose answer was lost may have been carried out: resent, a 409 for the same scope means it was.

/** No usable answer came back (network, timeout, 502, 504), yet the request may have been carried out. */
export function isAnswerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status === 502 || error.status === 504;
}

export function sameQuarantineScope(a: CreateQuarantineRequest, b: CreateQuarantineRequest): boolean {
  return a.test_name === b.test_name && (a.branch ?? null) === (b.branch ?? null);
}

export function createdByLostAttempt(lost: CreateQuarantineRequest | null, body: CreateQuarantineRequest, error: unknown): boolean {
  return lost !== null && isApiError(error) && error.status === 409 && sameQuarantineScope(lost, body);
}

export const TEST_NAME_MAX_LENGTH = 10_000;
export const REASON_MAX_LENGTH = 10_000;
/** The list's branch filter takes at most 255 characters: a longer branch could never be filtered on. */
export const BRANCH_MAX_LENGTH = 255;

/** Owner, ticket and until travel as trailing lines of the reason (domain/quarantines). */
export type QuarantineFormValues = { testName: string; reason: string; branch: string; owner: string; ticket: string; until: string };

export const EMPTY_QUARANTINE_FORM: QuarantineFormValues = { testName: '', reason: '', branch: '', owner: '', ticket: '', until: '' };
export type QuarantineFormField = keyof QuarantineFormValues;
export type QuarantineFormErrors = Partial<Record<QuarantineFormField, string>>;

export function formatCounter(length: number, max: number): string {
  return `${formatCount(length)} / ${formatCount(max)}`;
}

/** The API's rules, checked before a request; values are trimmed, so a field of blanks is empty. */
export function validateQuarantineForm(values: QuarantineFormValues): QuarantineFormErrors {
  const errors: QuarantineFormErrors = {};
  const testName = values.testName.trim();
  const reason = values.reason.trim();
  const branch = values.branch.trim();
  if (testName === '') errors.testName = 'Enter the test’s full name.';
  else if (testName.length > TEST_NAME_MAX_LENGTH) errors.testName = tooLong(TEST_NAME_MAX_LENGTH, testName.length);
  if (reason === '') errors.reason = 'Say why the test is quarantined.';
  else if (reason.length > REASON_MAX_LENGTH) errors.reason = tooLong(REASON_MAX_LENGTH, reason.length);
  if (branch.length > BRANCH_MAX_LENGTH) errors.branch = tooLong(BRANCH_MAX_LENGTH, branch.length);
  if (values.owner.trim() !== '' && normalizeOwner(values.owner) === null) errors.owner = 'A handle such as @dana or @acme/payments.';
  if (values.ticket.trim() !== '' && normalizeTicket(values.ticket) === null)
    errors.ticket = 'A ticket key such as PAY-77, or a link starting with https:// or http://.';
  if (values.until.trim() !== '' && normalizeUntil(values.until) === null) errors.until = 'A date such as 2026-12-01.';
  // The structured lines count against the API's limit too: the reason is sent with them.
  if (errors.reason === undefined && errors.owner === undefined && errors.ticket === undefined && errors.until === undefined) {
    const sent = fullReason(values);
    if (reason !== '' && sent.length > REASON_MAX_LENGTH) errors.reason = tooLong(REASON_MAX_LENGTH, sent.length);
  }
  return errors;
}

function tooLong(max: number, length: number): string {
  return `At most ${formatCount(max)} characters (${formatCount(length - max)} too many).`;
}

function fullReason(values: QuarantineFormValues): string {
  return serializeQuarantineReason({
    text: values.reason,
    owner: values.owner.trim() === '' ? null : normalizeOwner(values.owner),
    ticket: values.ticket.trim() === '' ? null : normalizeTicket(values.ticket),
    until: values.until.trim() === '' ? null : normalizeUntil(values.until),
  });
}

/** An empty branch is left out: every branch. */
export function toCreateQuarantineRequest(values: QuarantineFormValues): CreateQuarantineRequest {
  const branch = values.branch.trim();
  const body: CreateQuarantineRequest = { test_name: values.testName.trim(), reason: fullReason(values) };
  if (branch !== '') body.branch = branch;
  return body;
}

const API_FIELDS: Record<string, QuarantineFormField> = { test_name: 'testName', reason: 'reason', branch: 'branch' };

export type SubmitErrorPlacement = {
  fields: QuarantineFormErrors;
  general: string | null;
  existing: AlreadyQuarantinedError['existing'];
};

export const NO_PROBLEMS: SubmitErrorPlacement = { fields: {}, general: null, existing: null };

/** Where a failed create is shown: a 409 under the test name, a 422 under each field it names, the rest above the buttons. */
export function placeSubmitError(error: unknown): SubmitErrorPlacement {
  if (error instanceof AlreadyQuarantinedError) {
    const where = error.existing === null ? '' : ` on ${describeQuarantineScope(error.existing.branch)}`;
    const detail = typeof error.refusal.detail === 'string' ? error.refusal.detail.trim() : '';
    const extra = detail === '' || /already quarantined/i.test(detail) ? '' : ` (${detail})`;
    return { fields: { testName: `Already quarantined${where}${extra}.` }, general: null, existing: error.existing };
  }
  if (isApiError(error) && error.status === 422) {
    const fields: QuarantineFormErrors = {};
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(fieldErrors(error))) {
      const field = API_FIELDS[name];
      if (field === undefined) unplaced.push(`${name}: ${message}`);
      else fields[field] = message;
    }
    if (Object.keys(fields).length > 0) return { fields, general: unplaced.length > 0 ? unplaced.join('; ') : null, existing: null };
  }
  if (isAnswerLost(error)) {
    const cause = error instanceof Error ? `${error.message} ` : '';
    return {
      fields: {},
      general: `${cause}No answer came back, so the quarantine may have been created all the same. Press Quarantine again to find out: it will not be created twice.`,
      existing: null,
    };
  }
  return { fields: {}, general: error instanceof Error ? error.message : 'The quarantine could not be created.', existing: null };
}
