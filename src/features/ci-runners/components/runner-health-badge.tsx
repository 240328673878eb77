import { Badge } from '@mantine/core';
import { RUNNER_HEALTH_COLORS, RUNNER_HEALTH_LABELS, type RunnerHealth } from '../lib/runner-health';

/** A runner's health in words and colour (never colour alone); a span, so it can sit in a sentence. */
export function RunnerHealthBadge({ health }: { health: RunnerHealth }) {
  return (
    <Badge component="span" variant="light" color={RUNNER_HEALTH_COLORS[health]} size="sm">
      {RUNNER_HEALTH_LABELS[health]}
    </Badge>
  );
}
