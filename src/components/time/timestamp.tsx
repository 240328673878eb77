import { formatLocalDateTime, formatRelative, formatUtcDateTime } from '@/lib/format';

/** Local time (and "3 days ago" when `relative`), UTC on hover. */
export function Timestamp({ value, relative = false }: { value: string; relative?: boolean }) {
  const local = formatLocalDateTime(value);
  return (
    <time dateTime={value} title={formatUtcDateTime(value)}>
      {relative ? `${formatRelative(value)} · ${local}` : local}
    </time>
  );
}
