import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ChartDataTable, type ChartDataRow } from '@/components/charts/chart-data-table';

/**
 * A chart as a figure named by its title. With `summary` the drawing is one image a screen reader hears as that
 * sentence; without it the drawing's parts stay reachable (a chart whose twin is a table of its own). `data`: its figures behind a button.
 */
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
  summary?: string;
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
        {summary === undefined ? (
          children
        ) : (
          <div role="img" aria-label={summary}>
            {children}
          </div>
        )}
        {footer}
        {data ? <ChartDataTable {...data} /> : null}
      </Stack>
    </Paper>
  );
}

/** A tooltip's surface: Mantine's colours, so it reads in both schemes. */
export function ChartTooltip({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm" maw={320}>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}
