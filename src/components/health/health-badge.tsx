import type { CSSProperties, ReactNode } from 'react';
import type { HealthStatus } from '@/api/types';
import { HEALTH_COLORS, HEALTH_LABELS } from '@/domain/tests/health';
import classes from './health-badge.module.css';

type BadgeSize = 'xs' | 'sm' | 'md' | 'lg';

/** Mantine's light (or outline) badge of a palette colour on a plain span: cheap enough for every row of a table. */
export function PlainBadge({
  color,
  size = 'sm',
  outline = false,
  style,
  title,
  children,
}: {
  color: string;
  size?: BadgeSize;
  outline?: boolean;
  style?: CSSProperties;
  title?: string;
  children: ReactNode;
}) {
  const colors = {
    '--badge-bg': outline ? 'transparent' : `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-${outline ? 'outline' : 'light-color'})`,
    '--badge-bd': outline ? `var(--mantine-color-${color}-outline)` : 'transparent',
  } as CSSProperties;
  return (
    <span className={classes.badge} data-size={size} style={{ ...colors, ...style }} title={title}>
      {children}
    </span>
  );
}

export function HealthBadge({ health, size = 'sm' }: { health: HealthStatus; size?: BadgeSize }) {
  return (
    <PlainBadge color={HEALTH_COLORS[health]} size={size}>
      {HEALTH_LABELS[health]}
    </PlainBadge>
  );
}
