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

const CONCLUSION_COLORS: Record<string, string> = { passed: 'teal', failed: 'red', skipped: 'gray' };
const CONCLUSION_LABELS: Record<string, string> = { passed: 'Passed', failed: 'Failed', skipped: 'Skipped' };

export function ConclusionBadge({ conclusion }: { conclusion: string }) {
  return (
    <Badge color={CONCLUSION_COLORS[conclusion] ?? 'gray'} variant="outline" size="md">
      {CONCLUSION_LABELS[conclusion] ?? conclusion}
    </Badge>
  );
}
