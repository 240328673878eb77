import { formatLocalDateTime, formatRelative, formatUtcDateTime } from '@/lib/format';

/** Local time (and "3 days ago" when `relative`), or the page's own `text` of it (a day, another zone); UTC on hover. */
export function Timestamp({ value, relative = false, text }: { value: string; relative?: boolean; text?: string }) {
  const local = text ?? formatLocalDateTime(value);
  return (
    <time dateTime={value} title={formatUtcDateTime(value)}>
      {relative ? `${formatRelative(value)} · ${local}` : local}
    </time>
  );
}
