// Test names pasted from a CI log, one per line, kept once (formats: docs/decisions.md, "Is it my change?").
import { MAX_PASTED_NAMES } from './my-change-search';

// ESC [ … m colour codes, which CI logs keep when copied from a terminal-like viewer.
// eslint-disable-next-line no-control-regex
export const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** 2026-11-20T12:00:00.123Z, 2026-11-20 12:00:00, [12:00:01], 12:00:01.123 at the start of a line. */
const LEADING_TIMESTAMP =
  /^\s*\[?(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|\d{2}:\d{2}:\d{2}(?:[.,]\d+)?)\]?\s*/;

/** Maven's and Gradle's bracketed log levels: "[ERROR] ", "[INFO] ". */
const LOG_LEVEL = /^\s*\[(?:ERROR|WARNING|WARN|INFO|FAIL|FAILED)\]\s*/i;

/** The marks Vitest and Jest print before a failing (or passing) test, which also print a bare duration after it. */
const RUNNER_MARK = /^\s*[✕✗✘×❌✓√]\s*/;

/** Status markers test runners print before a failing test's name. */
const STATUS_PREFIX = /^\s*(?:---\s+FAIL:\s*|[•●›>-]\s*|(?:FAILED|FAILURE|FAIL|ERROR|ERRORED|BROKEN|FLAKY|not ok\s+\d+\s*-?)(?:\s*:)?\s+)/i;

/** A trailing duration; a bare "12ms" only after a Vitest or Jest mark (a name may end in "after 500ms"). */
const TRAILING_DURATION = /\s*(?:\(\s*\d+(?:\.\d+)?\s*(?:ms|s|sec|seconds)\s*\)|\[\s*\d+(?:\.\d+)?\s*(?:ms|s)\s*\])\s*$/i;
const BARE_TRAILING_DURATION = /\s+\d+(?:\.\d+)?\s?(?:ms|s)\s*$/;

/** pytest's verbose line ends in its status and progress: "tests/x.py::test_y FAILED [ 50%]". */
const TRAILING_STATUS = /\s+(?:FAILED|ERROR|FAILURE!?)(?:\s+\[\s*\d+%\])?\s*$/;

/** pytest's short summary: "FAILED tests/x.py::test_y - AssertionError: …". */
const PYTEST_REASON = /^(\S+::\S+)\s+-\s+.*$/;

/** Surefire: "roundsTax(com.acme.CartTest)  Time elapsed: 0.01 s  <<< FAILURE!". */
const SUREFIRE_OLD = /^([\w$]+)\(([\w.$]+)\)(?:\s+Time elapsed:.*)?(?:\s*<<<\s*(?:FAILURE|ERROR)!)?$/;
/** Surefire 3: "com.acme.CartTest.roundsTax -- Time elapsed: 0.01 s <<< FAILURE!". */
const SUREFIRE_NEW = /^([\w.$]+)\s+--\s+Time elapsed:.*$/;
/** Surefire's summary: "CartTest.roundsTax:42 expected:<1> but was:<2>". */
const SUREFIRE_SUMMARY = /^([\w$]+(?:\.[\w$]+)+):\d+(?:\s.*)?$/;
/** Gradle: "com.acme.CartTest > roundsTax() FAILED" (the trailing status is already gone). */
const GRADLE = /^([\w.$]+)\s+>\s+([\w$]+)\(\)$/;

/** RSpec's rerun list: "rspec ./spec/cart_spec.rb:12 # Cart rounds tax". */
const RSPEC_RERUN = /^rspec\s+\S+\s+#\s+(.+)$/;

/** Jest's failure header separates the describe blocks and the test with "›"; test insights write ">". */
const JEST_SEPARATOR = /\s+›\s+/g;

function stripStatusWords(line: string): string {
  let text = line;
  // Status words may be stacked ("FAILED ✕ …") or follow a log-level word.
  for (let round = 0; round < 3; round += 1) {
    const stripped = text.replace(STATUS_PREFIX, '');
    if (stripped === text) break;
    text = stripped;
  }
  return text;
}

/** The name written the way test insights store it, for the runners whose log writes it otherwise. */
function asStoredName(text: string): string {
  const rspec = RSPEC_RERUN.exec(text);
  if (rspec) return rspec[1]!;
  const old = SUREFIRE_OLD.exec(text);
  if (old) return `${old[2]}.${old[1]}`;
  const surefire = SUREFIRE_NEW.exec(text);
  if (surefire) return surefire[1]!;
  const gradle = GRADLE.exec(text);
  if (gradle) return `${gradle[1]}.${gradle[2]}`;
  const summary = SUREFIRE_SUMMARY.exec(text);
  if (summary && !text.includes(' > ') && !text.includes('::')) return summary[1]!;
  return text.replace(PYTEST_REASON, '$1').replace(JEST_SEPARATOR, ' > ');
}

export function testNameOfLine(line: string): string | null {
  let text = line.replace(ANSI, '');
  text = text.replace(LEADING_TIMESTAMP, '').replace(LOG_LEVEL, '');
  text = stripStatusWords(text);
  const marked = RUNNER_MARK.test(text);
  text = stripStatusWords(text.replace(RUNNER_MARK, ''));
  text = text.replace(TRAILING_DURATION, '');
  if (marked) text = text.replace(BARE_TRAILING_DURATION, '');
  text = text.replace(TRAILING_STATUS, '').replace(TRAILING_DURATION, '');
  text = asStoredName(text.trim()).trim();
  return text === '' ? null : text;
}

export type ParsedNames = { names: string[]; /** Names beyond MAX_PASTED_NAMES, left out. */ dropped: number };

/** Every distinct name in a paste, in order, at most MAX_PASTED_NAMES. */
export function parseTestNames(text: string): ParsedNames {
  const seen = new Set<string>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const name = testNameOfLine(line);
    if (name !== null) seen.add(name);
  }
  const names = [...seen];
  return { names: names.slice(0, MAX_PASTED_NAMES), dropped: Math.max(0, names.length - MAX_PASTED_NAMES) };
}
