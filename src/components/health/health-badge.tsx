import type { CSSProperties } from 'react';
import type { HealthStatus } from '@/api/types';
import { HEALTH_COLORS, HEALTH_LABELS } from '@/domain/tests/health';
import classes from './health-badge.module.css';

export function HealthBadge({ health, size = 'sm' }: { health: HealthStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const color = HEALTH_COLORS[health];
  const style = {
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.badge} data-size={size} style={style}>
      {HEALTH_LABELS[health]}
    </span>
  );
}
