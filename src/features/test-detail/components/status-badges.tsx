import { Badge } from '@mantine/core';
import { HealthBadge, type Health } from '@/components/health/health-badge';

const HEALTH_VALUES: readonly string[] = ['healthy', 'flaky', 'broken'];

/** The details' `health_status` is a plain string in the contract; show an unknown value as it is. */
export function TestHealthBadge({ health, size = 'lg' }: { health: string; size?: 'sm' | 'md' | 'lg' }) {
  if (HEALTH_VALUES.includes(health)) return <HealthBadge health={health as Health} size={size} />;
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
