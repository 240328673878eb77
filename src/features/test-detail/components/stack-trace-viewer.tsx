import { Button, Group, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useId, useState } from 'react';
import classes from './test-detail.module.css';

/** Traces longer than this show their first lines and a "Show all N lines" control. */
const COLLAPSED_TRACE_LINES = 15;

/** Lines of a trace as written (CRLF or LF); a final newline does not make an extra empty line. */
export function traceLines(trace: string): string[] {
  const lines = trace.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Monospace, long traces collapsed, with a copy button; never parsed as HTML. */
export function StackTraceViewer({ trace, label }: { trace: string; label: string }) {
  const lines = traceLines(trace);
  const [expanded, setExpanded] = useState(false);
  const clipboard = useClipboard({ timeout: 2000 });
  const traceId = useId();
  const collapsible = lines.length > COLLAPSED_TRACE_LINES;

  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" c="dimmed">
          {lines.length === 1 ? '1 line' : `${lines.length} lines`}
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => clipboard.copy(trace)} aria-label={`Copy ${label}`}>
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
      {clipboard.error ? (
        <Text size="xs" c="red" role="alert" mb={4}>
          The browser did not allow copying. Select the trace and press Ctrl+C (⌘C on a Mac).
        </Text>
      ) : null}
      <pre id={traceId} className={classes.trace} aria-label={label} tabIndex={0}>
        {(expanded ? lines : lines.slice(0, COLLAPSED_TRACE_LINES)).join('\n')}
      </pre>
      {collapsible ? (
        <Button
          size="compact-xs"
          variant="subtle"
          mt={4}
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={traceId}
        >
          {expanded ? `Show the first ${COLLAPSED_TRACE_LINES} lines` : `Show all ${lines.length} lines`}
        </Button>
      ) : null}
    </div>
  );
}
