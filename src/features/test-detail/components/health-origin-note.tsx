import { Alert, Text } from '@mantine/core';
import { Timestamp } from '@/components/time/timestamp';
import type { HistoryOrigin } from '../lib/health-bands';

/** Whether the timeline shows the test's whole life or only the part inside the window. */
export function HealthOriginNote({ origin, hasVerdict }: { origin: HistoryOrigin; hasVerdict: boolean }) {
  if (origin.kind === 'no-activity') {
    return (
      <Alert variant="light" color="gray" title="No runs in this window">
        <Text size="sm">
          {hasVerdict
            ? 'The test did not run on the default branch in this window: the health shown is the verdict of its earlier runs. Choose a longer range to see when it last ran.'
            : 'The test did not run on the default branch in this window or before it, so there is no health to show. Choose a longer range.'}
        </Text>
      </Alert>
    );
  }
  if (origin.kind === 'predates-window') {
    return (
      <Text size="sm" c="dimmed">
        History predates this window: the test already ran in its first bucket (first activity at the window’s start,{' '}
        <Timestamp value={new Date(origin.at).toISOString()} />
        ), so its history may be older than the window or the 30 days retained.
      </Text>
    );
  }
  return (
    <Text size="sm">
      The test first ran inside this window: its history begins at <Timestamp value={new Date(origin.at).toISOString()} relative />.
    </Text>
  );
}
