import { Badge } from '@mantine/core';
import type { HealthStatus } from '@/api/types';
import { HEALTH_COLORS, HEALTH_LABELS } from '@/domain/tests/health';

export function HealthBadge({ health, size = 'sm' }: { health: HealthStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={HEALTH_COLORS[health]} variant="light" size={size}>
      {HEALTH_LABELS[health]}
    </Badge>
  );
}
