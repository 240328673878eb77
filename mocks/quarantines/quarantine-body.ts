// Validates the CreateQuarantineRequest body: `test_name` and `reason` required strings of
// 1..10000 characters; `branch` optional, a string or null (omitted or null = every branch).
import { readJsonObject } from '../core/json-body';
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import type { NewQuarantine } from './quarantine-mutations';

export const QUARANTINE_TEXT_MAX = 10_000;

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
  const length = [...value].length;
  if (length < 1) reader.add(issue.stringTooShort(['body', field], 1));
  else if (length > QUARANTINE_TEXT_MAX) reader.add(issue.stringTooLong(['body', field], QUARANTINE_TEXT_MAX));
  return value;
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
  const branch = body.branch;
  if (branch !== undefined && branch !== null && typeof branch !== 'string') reader.add(issue.stringType(['body', 'branch']));
  return { testName, reason, branch: typeof branch === 'string' ? branch : null };
}
