import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A chart with its visible title and subtitle; `summary` is what a screen reader hears for the drawing. */
export function ChartCard({
  title,
  subtitle,
  summary,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  summary: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
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
      </Stack>
    </Paper>
  );
}
