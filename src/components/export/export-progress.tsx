import { Box, Button, Group, Progress, Text } from '@mantine/core';
import type { WalkProgress } from '@/lib/export/page-walker';
import { formatCount } from '@/lib/format';

/** The bar of a running export with its count and Cancel. Indeterminate (striped) when the total is unknown. */
export function ExportProgress({
  what,
  progress,
  onCancel,
}: {
  what: string;
  progress: Pick<WalkProgress, 'rows' | 'total'>;
  onCancel: () => void;
}) {
  const { rows, total } = progress;
  const known = total !== null && total > 0;
  const text = total === null ? `${formatCount(rows)} so far` : `${formatCount(rows)} of ${formatCount(total)}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Box
        role="progressbar"
        aria-label={`Exporting ${what}`}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? Math.min(rows, total) : undefined}
        aria-valuetext={text}
        w={140}
      >
        <Progress.Root size="md">
          <Progress.Section value={known ? Math.min(100, (rows / total) * 100) : 100} striped={!known} animated={!known} withAria={false} />
        </Progress.Root>
      </Box>
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {text}
      </Text>
      <Button size="xs" variant="subtle" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
