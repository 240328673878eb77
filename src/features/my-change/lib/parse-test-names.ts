/*
 * Test names pasted from a CI log. A log line carries much besides the name: a timestamp, an ANSI colour
 * code, a status word (FAILED, ✕, ×, FAIL, ERROR, not ok 3 -), a duration ("(12 ms)", "[1.2s]") and,
 * from pytest, a " - reason" tail. The name is what is left; one name per line, each kept once, in the
 * order pasted.
 */

/** Never more names than this from one paste: each one costs requests. */
export const MAX_PASTED_NAMES = 50;

// ESC [ … m colour codes, which CI logs keep when copied from a terminal-like viewer.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** 2026-11-20T12:00:00.123Z, 2026-11-20 12:00:00, [12:00:01], 12:00:01.123 at the start of a line. */
const LEADING_TIMESTAMP =
  /^\s*\[?(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|\d{2}:\d{2}:\d{2}(?:[.,]\d+)?)\]?\s*/;
/** Status markers test runners print before a failing test's name. */
const STATUS_PREFIX =
  /^\s*(?:[✕✗✘×❌•●›>-]\s*|(?:FAILED|FAILURE|FAIL|ERROR|ERRORED|BROKEN|FLAKY|not ok\s+\d+\s*-?)(?:\s*:)?\s+)/i;
/**
 * " (12 ms)", " [1.2s]" at the end of a line. A bare "12ms" is left alone: a name may well end in
 * "after 500ms", and a wrong cut would look the test up under a name it does not have.
 */
const TRAILING_DURATION = /\s*(?:\(\s*\d+(?:\.\d+)?\s*(?:ms|s|sec|seconds)\s*\)|\[\s*\d+(?:\.\d+)?\s*(?:ms|s)\s*\])\s*$/i;
/** pytest's short summary: "FAILED tests/x.py::test_y - AssertionError: …". */
const PYTEST_REASON = /^(\S+::\S+)\s+-\s+.*$/;

/** One log line's test name, or null when nothing is left of it. */
export function testNameOfLine(line: string): string | null {
  let text = line.replace(ANSI, '');
  text = text.replace(LEADING_TIMESTAMP, '');
  // Status words may be stacked ("FAILED ✕ …") or follow a log-level word.
  for (let round = 0; round < 3; round += 1) {
    const stripped = text.replace(STATUS_PREFIX, '');
    if (stripped === text) break;
    text = stripped;
  }
  text = text.replace(TRAILING_DURATION, '');
  text = text.replace(PYTEST_REASON, '$1');
  text = text.trim();
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
