import type { CSSProperties, ReactNode } from 'react';
import { HEALTH_COLORS, HEALTH_LABELS, isHealthStatus } from '@/domain/tests/health';
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

/** A value the contract leaves a plain string (the details' `health_status`) shows as it is, in gray, when unknown. */
export function HealthBadge({ health, size = 'sm' }: { health: string; size?: BadgeSize }) {
  const known = isHealthStatus(health);
  return (
    <PlainBadge color={known ? HEALTH_COLORS[health] : 'gray'} size={size}>
      {known ? HEALTH_LABELS[health] : health}
    </PlainBadge>
  );
}
