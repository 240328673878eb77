import { Badge } from '@mantine/core';

export type Health = 'healthy' | 'flaky' | 'broken';

export const HEALTH_COLORS: Record<Health, string> = { healthy: 'teal', flaky: 'yellow', broken: 'red' };
export const HEALTH_LABELS: Record<Health, string> = { healthy: 'Healthy', flaky: 'Flaky', broken: 'Broken' };

export function HealthBadge({ health, size = 'sm' }: { health: Health; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={HEALTH_COLORS[health]} variant="light" size={size}>
      {HEALTH_LABELS[health]}
    </Badge>
  );
}
