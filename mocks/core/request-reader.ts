// Reads path and query parameters collecting every problem, so one 422 names all bad inputs at once, as FastAPI does.
import { parseUuid } from './ids';
import { parseDateTime } from './date-time';
import { malformedQueryNames } from './unicode-input';
import { issue, type IssueLocation, type ValidationIssue } from './validation-issue';

export interface StringRules {
  minLength?: number;
  maxLength?: number;
  pattern?: { regex: RegExp; source: string };
}

export class RequestReader {
  readonly issues: ValidationIssue[] = [];
  /** The request path as sent (cursors are bound to it). */
  readonly pathname: string;
  private readonly query: URLSearchParams;

  constructor(
    url: URL,
    private readonly pathParams: Readonly<Record<string, string | readonly string[] | undefined>> = {},
  ) {
    this.query = url.searchParams;
    this.pathname = url.pathname;
    // URLSearchParams would read bytes that are not UTF-8 as U+FFFD: refuse them, naming the parameter.
    for (const name of malformedQueryNames(url.search)) this.issues.push(issue.stringUnicode(['query', name]));
  }

  get ok(): boolean {
    return this.issues.length === 0;
  }

  /** Raw single value of a query parameter; the last one wins when repeated (FastAPI behaviour). */
  rawQuery(name: string): string | undefined {
    const values = this.query.getAll(name);
    return values.length === 0 ? undefined : values[values.length - 1];
  }

  private pathValue(name: string): string {
    const raw = this.pathParams[name];
    return typeof raw === 'string' ? raw : (raw?.[0] ?? '');
  }

  /** The last value of a query parameter, checked by `check` (undefined when absent or refused). */
  private single<T>(name: string, check: (loc: IssueLocation, value: string) => T | undefined): T | undefined {
    const value = this.rawQuery(name);
    return value === undefined ? undefined : check(['query', name], value);
  }

  pathString(name: string, rules: StringRules): string {
    const value = this.pathValue(name);
    this.checkString(['path', name], value, rules);
    return value;
  }

  pathUuid(name: string): string | undefined {
    return this.uuid(['path', name], this.pathValue(name));
  }

  pathEnum<T extends string>(name: string, values: readonly T[]): T | undefined {
    return this.enumValue(['path', name], this.pathValue(name), values);
  }

  queryString(name: string, rules: StringRules = {}): string | undefined {
    return this.single(name, (loc, value) => (this.checkString(loc, value, rules) ? value : undefined));
  }

  queryStringList(name: string, rules: StringRules & { maxItems?: number } = {}): string[] {
    const values = this.query.getAll(name);
    if (rules.maxItems !== undefined && values.length > rules.maxItems) {
      this.issues.push(issue.listTooLong(['query', name], rules.maxItems, values.length));
      return [];
    }
    return values.filter((value, index) => this.checkString(['query', name, index], value, rules));
  }

  /** A repeated name filter of the contract: up to 255 values of 1..255 characters. */
  nameList(name: string): string[] {
    return this.queryStringList(name, { minLength: 1, maxLength: 255, maxItems: 255 });
  }

  queryEnum<T extends string>(name: string, values: readonly T[]): T | undefined {
    return this.single(name, (loc, value) => this.enumValue(loc, value, values));
  }

  queryEnumList<T extends string>(name: string, values: readonly T[]): T[] {
    return this.query.getAll(name).flatMap((value, index) => this.enumValue(['query', name, index], value, values) ?? []);
  }

  queryUuid(name: string): string | undefined {
    return this.single(name, (loc, value) => this.uuid(loc, value));
  }

  queryDateTime(name: string, aware = false): number | undefined {
    return this.single(name, (loc, value) => {
      const parsed = parseDateTime(value, aware);
      if (parsed === null) this.issues.push(issue.dateTimeParsing(loc));
      return parsed ?? undefined;
    });
  }

  /** `per_page`, 1..100, shared by every paged operation. */
  perPage(): number | undefined {
    return this.single('per_page', (loc, raw) => this.int(loc, raw, 1, 100));
  }

  add(problem: ValidationIssue): void {
    this.issues.push(problem);
  }

  private enumValue<T extends string>(loc: IssueLocation, value: string, values: readonly T[]): T | undefined {
    if ((values as readonly string[]).includes(value)) return value as T;
    this.issues.push(issue.enumValue(loc, values));
    return undefined;
  }

  private uuid(loc: IssueLocation, value: string): string | undefined {
    const parsed = parseUuid(value);
    if (parsed === null) this.issues.push(issue.uuidParsing(loc));
    return parsed ?? undefined;
  }

  private int(loc: IssueLocation, raw: string, min: number, max: number): number | undefined {
    const value = Number(raw);
    if (!/^\s*[+-]?\d+\s*$/.test(raw)) this.issues.push(issue.intParsing(loc));
    else if (value < min) this.issues.push(issue.greaterThanEqual(loc, min));
    else if (value > max) this.issues.push(issue.lessThanEqual(loc, max));
    else return value;
    return undefined;
  }

  private checkString(loc: IssueLocation, value: string, rules: StringRules): boolean {
    // Lengths count code points, as Python does.
    const length = [...value].length;
    if (rules.minLength !== undefined && length < rules.minLength) {
      this.issues.push(issue.stringTooShort(loc, rules.minLength));
      return false;
    }
    if (rules.maxLength !== undefined && length > rules.maxLength) {
      this.issues.push(issue.stringTooLong(loc, rules.maxLength));
      return false;
    }
    if (rules.pattern && !rules.pattern.regex.test(value)) {
      this.issues.push(issue.stringPattern(loc, rules.pattern.source));
      return false;
    }
    return true;
  }
}
