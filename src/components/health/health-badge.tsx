import type { CSSProperties, ReactNode } from 'react';
import type { HealthStatus } from '@/api/types';
import { HEALTH_COLORS, HEALTH_LABELS } from '@/domain/tests/health';
import classes from './health-badge.module.css';

type BadgeSize = 'xs' | 'sm' | 'md' | 'lg';

/** Mantine's light badge in a palette colour, on a plain span: Mantine's resolves its colour on every render of a list or tab. */
export function LightBadge({
  color,
  size = 'sm',
  style,
  children,
}: {
  color: string;
  size?: BadgeSize;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const colors = { '--badge-bg': `var(--mantine-color-${color}-light)`, '--badge-color': `var(--mantine-color-${color}-light-color)` };
  return (
    <span className={classes.badge} data-size={size} style={{ ...colors, ...style } as CSSProperties}>
      {children}
    </span>
  );
}

export function HealthBadge({ health, size }: { health: HealthStatus; size?: BadgeSize }) {
  return (
    <LightBadge color={HEALTH_COLORS[health]} size={size}>
      {HEALTH_LABELS[health]}
    </LightBadge>
  );
}
