import { Text } from '@mantine/core';
import { Timestamp } from '@/components/time/timestamp';
import { formatSpan } from '@/lib/format';
import type { ResolvedWindow } from '@/domain/periods/time-window';

/** "Nov 13, 2026, 12:00 → Nov 20, 2026, 12:00 · 1 bucket = 4 hours": what the answers cover. */
export function WindowSummary({ window, bucketMs }: { window: ResolvedWindow; bucketMs?: number | null }) {
  return (
    <Text size="sm" c="dimmed">
      Showing <Timestamp value={window.start} /> → <Timestamp value={window.end} />
      {bucketMs ? ` · 1 bucket = ${formatSpan(bucketMs)}` : null}
    </Text>
  );
}
