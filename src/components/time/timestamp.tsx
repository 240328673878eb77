import { formatLocalDateTime, formatRelative, formatUtcDateTime } from '@/lib/format';

/**
 * A point in time as people read it: local time (and "3 days ago" when `relative`), with UTC on hover
 * (the browser's tooltip) and the machine-readable value in `dateTime`.
 */
export function Timestamp({ value, relative = false }: { value: string; relative?: boolean }) {
  const local = formatLocalDateTime(value);
  return (
    <time dateTime={value} title={formatUtcDateTime(value)}>
      {relative ? `${formatRelative(value)} · ${local}` : local}
    </time>
  );
}
