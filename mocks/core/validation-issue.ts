// FastAPI's 422 vocabulary (pydantic v2 `type` codes and messages), so a client written against the
// real service reads the mock's errors the same way.

export type IssueLocation = ['path' | 'query' | 'body', ...(string | number)[]];

export interface ValidationIssue {
  loc: IssueLocation;
  msg: string;
  type: string;
}

function quoteChoices(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

export const issue = {
  missing: (loc: IssueLocation): ValidationIssue => ({ loc, msg: 'Field required', type: 'missing' }),
  intParsing: (loc: IssueLocation): ValidationIssue => ({
    loc,
    msg: 'Input should be a valid integer, unable to parse string as an integer',
    type: 'int_parsing',
  }),
  greaterThanEqual: (loc: IssueLocation, min: number): ValidationIssue => ({
    loc,
    msg: `Input should be greater than or equal to ${min}`,
    type: 'greater_than_equal',
  }),
  lessThanEqual: (loc: IssueLocation, max: number): ValidationIssue => ({
    loc,
    msg: `Input should be less than or equal to ${max}`,
    type: 'less_than_equal',
  }),
  lessThan: (loc: IssueLocation, bound: number): ValidationIssue => ({
    loc,
    msg: `Input should be less than ${bound}`,
    type: 'less_than',
  }),
  enumValue: (loc: IssueLocation, values: readonly string[]): ValidationIssue => ({
    loc,
    msg: `Input should be ${quoteChoices(values)}`,
    type: 'enum',
  }),
  stringTooShort: (loc: IssueLocation, min: number): ValidationIssue => ({
    loc,
    msg: `String should have at least ${min} character${min === 1 ? '' : 's'}`,
    type: 'string_too_short',
  }),
  stringTooLong: (loc: IssueLocation, max: number): ValidationIssue => ({
    loc,
    msg: `String should have at most ${max} character${max === 1 ? '' : 's'}`,
    type: 'string_too_long',
  }),
  stringPattern: (loc: IssueLocation, pattern: string): ValidationIssue => ({
    loc,
    msg: `String should match pattern '${pattern}'`,
    type: 'string_pattern_mismatch',
  }),
  stringType: (loc: IssueLocation): ValidationIssue => ({ loc, msg: 'Input should be a valid string', type: 'string_type' }),
  /** A lone surrogate (JSON `"\ud800"`) or percent-encoded bytes that are not UTF-8. */
  stringUnicode: (loc: IssueLocation): ValidationIssue => ({
    loc,
    msg: 'Input should be a valid string, unable to parse raw data as a unicode string',
    type: 'string_unicode',
  }),
  listType: (loc: IssueLocation): ValidationIssue => ({ loc, msg: 'Input should be a valid list', type: 'list_type' }),
  listTooLong: (loc: IssueLocation, max: number, actual: number): ValidationIssue => ({
    loc,
    msg: `List should have at most ${max} items after validation, not ${actual}`,
    type: 'too_long',
  }),
  uuidParsing: (loc: IssueLocation): ValidationIssue => ({
    loc,
    msg: 'Input should be a valid UUID, invalid character or length',
    type: 'uuid_parsing',
  }),
  dateTimeParsing: (loc: IssueLocation): ValidationIssue => ({
    loc,
    msg: 'Input should be a valid datetime or date, invalid format (expected ISO 8601)',
    type: 'datetime_from_date_parsing',
  }),
  jsonInvalid: (position: number): ValidationIssue => ({
    loc: ['body', position],
    msg: 'JSON decode error',
    type: 'json_invalid',
  }),
  dictType: (loc: IssueLocation): ValidationIssue => ({
    loc,
    msg: 'Input should be a valid dictionary or object to extract fields from',
    type: 'model_attributes_type',
  }),
  valueError: (loc: IssueLocation, reason: string): ValidationIssue => ({
    loc,
    msg: `Value error, ${reason}`,
    type: 'value_error',
  }),
};
