import { Badge } from '@mantine/core';
import { HealthBadge } from '@/components/health/health-badge';
import { isHealthStatus } from '@/domain/tests/health';

/** The details' `health_status` is a plain string in the contract; show an unknown value as it is. */
export function TestHealthBadge({ health, size = 'lg' }: { health: string; size?: 'sm' | 'md' | 'lg' }) {
  if (isHealthStatus(health)) return <HealthBadge health={health} size={size} />;
  return (
    <Badge color="gray" variant="light" size={size}>
      {health}
    </Badge>
  );
}

const CONCLUSIONS: Record<string, [label: string, color: string]> = {
  passed: ['Passed', 'teal'],
  failed: ['Failed', 'red'],
  skipped: ['Skipped', 'gray'],
};

export function ConclusionBadge({ conclusion }: { conclusion: string }) {
  const [label, color] = CONCLUSIONS[conclusion] ?? [conclusion, 'gray'];
  return (
    <Badge color={color} variant="outline" size="md">
      {label}
    </Badge>
  );
}
