import { ANSI } from './parse-test-names';

// What stays the same when a failure happens again elsewhere: paths, numbers and ids are stripped.

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const URL_PATH = /\b(?:file|https?):\/\/[^\s)'"]+/g;
/** /home/runner/x/y.ts, C:\a\b.cs, ./src/a.py, src/a/b.rb: anything with a directory separator. */
const PATH = /(?:[A-Za-z]:)?(?:\.{0,2}[\\/])?(?:[\w.@+~-]+[\\/])+[\w.@+~-]*/g;
const SOURCE_FILE =
  /\b[\w.-]+\.(?:py|pyx|ts|tsx|mts|cts|js|jsx|mjs|cjs|java|kt|kts|scala|groovy|rb|go|rs|cs|fs|vb|php|swift|m|mm|c|cc|cpp|h|hpp|ex|exs|erl|clj|dart|lua)\b/g;
/** :12 or :12:5 after a path (JS, Go, Java in parentheses). */
const POSITION = /(<path>|<file>)(?::\d+)+/g;
/** Python's ", line 164," and the like. */
const LINE_WORD = /,?\s*\bline\s+\d+\b,?/gi;
const ADDRESS = /\b0x[0-9a-f]+\b/gi;
/** Hashes and ids: 7+ hex characters with at least one digit (so words like "deadbeef" stay words). */
const HEX_ID = /\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/gi;
/** A number, also one a unit follows ("5000ms"); digits inside a name ("python3", "test2") stay. */
const NUMBER = /(?<![A-Za-z_\d.])\d+(?:\.\d+)?/g;

function normalizeLine(line: string): string {
  return line
    .replace(ANSI, '')
    .replace(UUID, '<id>')
    .replace(URL_PATH, '<path>')
    .replace(PATH, '<path>')
    .replace(SOURCE_FILE, '<file>')
    .replace(POSITION, '$1')
    .replace(LINE_WORD, '')
    .replace(ADDRESS, '<id>')
    .replace(HEX_ID, '<id>')
    .replace(NUMBER, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The whole trace's signature: its normalized lines, blank and repeated (recursion) lines dropped. */
export function traceSignature(trace: string): string {
  const lines: string[] = [];
  for (const raw of trace.split(/\r\n|\r|\n/)) {
    const line = normalizeLine(raw);
    if (line !== '' && line !== lines.at(-1)) lines.push(line);
  }
  return lines.join('\n');
}

export type TracedFailure = { testId: string; testName: string; exceptionType: string; trace: string };

export type SharedFailure = { signature: string; exceptionType: string; tests: Pick<TracedFailure, 'testId' | 'testName'>[] };

/** Failures grouped by exception and signature; only groups shared by several tests, most tests first. */
export function sharedFailures(failures: readonly TracedFailure[]): SharedFailure[] {
  const groups = new Map<string, SharedFailure>();
  for (const failure of failures) {
    const signature = traceSignature(failure.trace);
    if (signature === '') continue;
    const key = `${failure.exceptionType}\n${signature}`;
    const group = groups.get(key) ?? { signature, exceptionType: failure.exceptionType, tests: [] };
    if (!group.tests.some((test) => test.testId === failure.testId))
      group.tests.push({ testId: failure.testId, testName: failure.testName });
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => group.tests.length > 1)
    .sort((a, b) => b.tests.length - a.tests.length || a.exceptionType.localeCompare(b.exceptionType));
}
