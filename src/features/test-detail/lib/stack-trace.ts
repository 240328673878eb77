/** Traces longer than this show their first lines and a "Show all N lines" control. */
export const COLLAPSED_TRACE_LINES = 15;

/** Lines of a trace as written (CRLF or LF); a final newline does not make an extra empty line. */
export function traceLines(trace: string): string[] {
  const lines = trace.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The text to show: the whole trace, or its first `limit` lines when collapsed. */
export function visibleTrace(lines: readonly string[], expanded: boolean, limit = COLLAPSED_TRACE_LINES): string {
  return (expanded || lines.length <= limit ? lines : lines.slice(0, limit)).join('\n');
}
