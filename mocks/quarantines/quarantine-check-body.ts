// Validates the QuarantineCheckRequest body the vendor's CLI sends from `junit-process`:
// `tests_names` a required list of at most 10,000 names, each 1..10,000 characters like a quarantine's
// `test_name`; `branch` a required string of 1..255 characters like the list's `branch` filter. Each
// problem is a 422 naming its place (`["body", "tests_names", 3]` for the fourth name).
import { readJsonObject } from '../core/json-body';
import type { RequestReader } from '../core/request-reader';
import { issue } from '../core/validation-issue';
import { checkedBodyText, QUARANTINE_BRANCH_MAX, QUARANTINE_TEXT_MAX } from './quarantine-body';

export const CHECK_NAMES_MAX = 10_000;

export interface QuarantineCheckInput {
  testNames: string[];
  branch: string;
}

function readNames(reader: RequestReader, value: unknown): string[] {
  if (value === undefined) {
    reader.add(issue.missing(['body', 'tests_names']));
    return [];
  }
  if (!Array.isArray(value)) {
    reader.add(issue.listType(['body', 'tests_names']));
    return [];
  }
  if (value.length > CHECK_NAMES_MAX) {
    reader.add(issue.listTooLong(['body', 'tests_names'], CHECK_NAMES_MAX, value.length));
    return [];
  }
  const names: string[] = [];
  value.forEach((name: unknown, index) => {
    if (typeof name !== 'string') reader.add(issue.stringType(['body', 'tests_names', index]));
    else if (checkedBodyText(reader, ['body', 'tests_names', index], name, QUARANTINE_TEXT_MAX)) names.push(name);
  });
  return names;
}

function readBranch(reader: RequestReader, value: unknown): string {
  if (value === undefined) {
    reader.add(issue.missing(['body', 'branch']));
    return '';
  }
  if (typeof value !== 'string') {
    reader.add(issue.stringType(['body', 'branch']));
    return '';
  }
  return checkedBodyText(reader, ['body', 'branch'], value, QUARANTINE_BRANCH_MAX) ? value : '';
}

export async function readQuarantineCheck(reader: RequestReader, request: Request): Promise<QuarantineCheckInput> {
  const result = await readJsonObject(request);
  if (!result.ok) {
    reader.add(result.issue);
    return { testNames: [], branch: '' };
  }
  return { testNames: readNames(reader, result.body.tests_names), branch: readBranch(reader, result.body.branch) };
}
