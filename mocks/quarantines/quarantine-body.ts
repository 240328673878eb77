// The bodies of createQuarantine and the CI check: texts of 1..10,000 code points, branches 1..255.
import { readJsonObject } from '../core/json-body';
import type { RequestReader } from '../core/request-reader';
import { isWellFormedText } from '../core/unicode-input';
import { issue, type IssueLocation } from '../core/validation-issue';
import type { NewQuarantine } from './quarantine-mutations';

const TEXT_MAX = 10_000;
const BRANCH_MAX = 255;
const CHECK_NAMES_MAX = 10_000;

/** A body string (null when absent and optional), or null with its 422 issue at `loc`. */
function bodyText(reader: RequestReader, value: unknown, loc: IssueLocation, max: number, required: boolean): string | null {
  if (value === undefined || (value === null && !required)) {
    if (required) reader.add(issue.missing(loc));
    return null;
  }
  if (typeof value !== 'string') {
    reader.add(issue.stringType(loc));
    return null;
  }
  if (!isWellFormedText(value)) {
    reader.add(issue.stringUnicode(loc));
    return null;
  }
  const length = [...value].length;
  if (length < 1) reader.add(issue.stringTooShort(loc, 1));
  else if (length > max) reader.add(issue.stringTooLong(loc, max));
  return length >= 1 && length <= max ? value : null;
}

/** CreateQuarantineRequest: `test_name` and `reason` required; `branch` omitted or null for every branch. */
export async function readNewQuarantine(reader: RequestReader, request: Request): Promise<NewQuarantine> {
  const result = await readJsonObject(request);
  if (!result.ok) {
    reader.add(result.issue);
    return { testName: '', reason: '', branch: null };
  }
  const { body } = result;
  return {
    testName: bodyText(reader, body.test_name, ['body', 'test_name'], TEXT_MAX, true) ?? '',
    reason: bodyText(reader, body.reason, ['body', 'reason'], TEXT_MAX, true) ?? '',
    branch: bodyText(reader, body.branch, ['body', 'branch'], BRANCH_MAX, false),
  };
}

/** QuarantineCheckRequest: at most 10,000 `tests_names` and a required `branch`; a bad name's 422 names its index. */
export async function readQuarantineCheck(reader: RequestReader, request: Request): Promise<{ testNames: string[]; branch: string }> {
  const result = await readJsonObject(request);
  if (!result.ok) {
    reader.add(result.issue);
    return { testNames: [], branch: '' };
  }
  return {
    testNames: readNames(reader, result.body.tests_names),
    branch: bodyText(reader, result.body.branch, ['body', 'branch'], BRANCH_MAX, true) ?? '',
  };
}

function readNames(reader: RequestReader, value: unknown): string[] {
  const loc: IssueLocation = ['body', 'tests_names'];
  if (value === undefined) reader.add(issue.missing(loc));
  else if (!Array.isArray(value)) reader.add(issue.listType(loc));
  else if (value.length > CHECK_NAMES_MAX) reader.add(issue.listTooLong(loc, CHECK_NAMES_MAX, value.length));
  else return value.flatMap((name: unknown, index) => bodyText(reader, name, [...loc, index], TEXT_MAX, true) ?? []);
  return [];
}
