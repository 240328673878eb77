import { Skeleton, Stack } from '@mantine/core';

export function ChartPanelSkeleton({ label, chartHeight }: { label: string; chartHeight: number }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={20} width="40%" />
      <Skeleton height={chartHeight} radius="md" />
    </Stack>
  );
}
