// Validates the CreateQuarantineRequest body: `test_name` and `reason` required strings of
// 1..10000 characters; `branch` optional, null or a string of 1..255 characters like the list's
// `branch` filter (omitted or null = every branch). A string holding a lone surrogate is a 422
// `string_unicode` (it could not be stored, nor hashed into a test id).
import { readJsonObject } from '../core/json-body';
import type { RequestReader } from '../core/request-reader';
import { isWellFormedText } from '../core/unicode-input';
import { issue, type IssueLocation } from '../core/validation-issue';
import type { NewQuarantine } from './quarantine-mutations';

export const QUARANTINE_TEXT_MAX = 10_000;
export const QUARANTINE_BRANCH_MAX = 255;

/** A body string within 1..max characters (code points, as Python counts), or its 422 issue at `loc`. */
export function checkedBodyText(reader: RequestReader, loc: IssueLocation, value: string, max: number): boolean {
  if (!isWellFormedText(value)) {
    reader.add(issue.stringUnicode(loc));
    return false;
  }
  const length = [...value].length;
  if (length < 1) reader.add(issue.stringTooShort(loc, 1));
  else if (length > max) reader.add(issue.stringTooLong(loc, max));
  return length >= 1 && length <= max;
}

function requiredText(reader: RequestReader, body: Record<string, unknown>, field: 'test_name' | 'reason'): string {
  const value = body[field];
  if (value === undefined) {
    reader.add(issue.missing(['body', field]));
    return '';
  }
  if (typeof value !== 'string') {
    reader.add(issue.stringType(['body', field]));
    return '';
  }
  return checkedBodyText(reader, ['body', field], value, QUARANTINE_TEXT_MAX) ? value : '';
}

function optionalBranch(reader: RequestReader, body: Record<string, unknown>): string | null {
  const value = body.branch;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    reader.add(issue.stringType(['body', 'branch']));
    return null;
  }
  return checkedBodyText(reader, ['body', 'branch'], value, QUARANTINE_BRANCH_MAX) ? value : null;
}

export async function readNewQuarantine(reader: RequestReader, request: Request): Promise<NewQuarantine> {
  const result = await readJsonObject(request);
  if (!result.ok) {
    reader.add(result.issue);
    return { testName: '', reason: '', branch: null };
  }
  const body = result.body;
  const testName = requiredText(reader, body, 'test_name');
  const reason = requiredText(reader, body, 'reason');
  const branch = optionalBranch(reader, body);
  return { testName, reason, branch };
}
