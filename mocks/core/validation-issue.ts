// FastAPI's 422 vocabulary (pydantic v2 `type` codes and messages), so a client written against the real
// service reads the mock's errors the same way.

export type IssueLocation = ['path' | 'query' | 'body', ...(string | number)[]];

export interface ValidationIssue {
  loc: IssueLocation;
  msg: string;
  type: string;
}

const at =
  (type: string, msg: string) =>
  (loc: IssueLocation): ValidationIssue => ({ loc, msg, type });

const described =
  <T>(type: string, message: (detail: T) => string) =>
  (loc: IssueLocation, detail: T): ValidationIssue => ({ loc, msg: message(detail), type });

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`;

/** `'a', 'b' or 'c'`, as pydantic lists an enum's values. */
function quoteChoices(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

export const issue = {
  missing: at('missing', 'Field required'),
  intParsing: at('int_parsing', 'Input should be a valid integer, unable to parse string as an integer'),
  greaterThanEqual: described('greater_than_equal', (min: number) => `Input should be greater than or equal to ${min}`),
  lessThanEqual: described('less_than_equal', (max: number) => `Input should be less than or equal to ${max}`),
  lessThan: described('less_than', (bound: number) => `Input should be less than ${bound}`),
  enumValue: described('enum', (values: readonly string[]) => `Input should be ${quoteChoices(values)}`),
  stringTooShort: described('string_too_short', (min: number) => `String should have at least ${characters(min)}`),
  stringTooLong: described('string_too_long', (max: number) => `String should have at most ${characters(max)}`),
  stringPattern: described('string_pattern_mismatch', (pattern: string) => `String should match pattern '${pattern}'`),
  stringType: at('string_type', 'Input should be a valid string'),
  /** A lone surrogate (JSON `"\ud800"`) or percent-encoded bytes that are not UTF-8. */
  stringUnicode: at('string_unicode', 'Input should be a valid string, unable to parse raw data as a unicode string'),
  listType: at('list_type', 'Input should be a valid list'),
  listTooLong: (loc: IssueLocation, max: number, actual: number): ValidationIssue => ({
    loc,
    msg: `List should have at most ${max} items after validation, not ${actual}`,
    type: 'too_long',
  }),
  uuidParsing: at('uuid_parsing', 'Input should be a valid UUID, invalid character or length'),
  dateTimeParsing: at('datetime_from_date_parsing', 'Input should be a valid datetime or date, invalid format (expected ISO 8601)'),
  jsonInvalid: (position: number): ValidationIssue => ({ loc: ['body', position], msg: 'JSON decode error', type: 'json_invalid' }),
  dictType: at('model_attributes_type', 'Input should be a valid dictionary or object to extract fields from'),
  valueError: described('value_error', (reason: string) => `Value error, ${reason}`),
};
