import { PlainBadge } from '@/components/health/health-badge';
import { RUNNER_HEALTH_COLORS, RUNNER_HEALTH_LABELS, type RunnerHealth } from '../lib/runner-health';

/** A runner's health in words and colour (never colour alone); a span, so it can sit in a sentence. */
export function RunnerHealthBadge({ health }: { health: RunnerHealth }) {
  return <PlainBadge color={RUNNER_HEALTH_COLORS[health]}>{RUNNER_HEALTH_LABELS[health]}</PlainBadge>;
}
