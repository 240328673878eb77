import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ChartDataTable, type ChartDataRow } from '@/components/charts/chart-data-table';

/** `summary` is what a screen reader hears for the drawing; `data`, its figures as a table behind a button. */
export function ChartCard({
  title,
  subtitle,
  summary,
  children,
  footer,
  data,
  headingOrder = 2,
}: {
  title: string;
  subtitle?: ReactNode;
  summary: string;
  children: ReactNode;
  footer?: ReactNode;
  data?: { caption: string; columns: readonly string[]; rows: readonly ChartDataRow[] };
  /** 3 when the chart sits in a section with its own heading. */
  headingOrder?: 2 | 3;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Title order={headingOrder} size="h4" id={titleId}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        <div role="img" aria-label={summary}>
          {children}
        </div>
        {footer}
        {data ? <ChartDataTable {...data} /> : null}
      </Stack>
    </Paper>
  );
}
