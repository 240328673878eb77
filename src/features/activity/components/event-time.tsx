import { Tooltip } from '@mantine/core';
import { dayjs, formatUtcDateTime } from '@/lib/time';
import classes from './activity.module.css';

/** The event's local time of day (its date is the heading above), the full local and UTC time on hover. */
export function EventTime({ iso }: { iso: string }) {
  const local = dayjs(iso);
  if (!local.isValid()) return <span className={classes.time}>—</span>;
  const full = `${local.format('MMM D, YYYY, HH:mm:ss')} local · ${formatUtcDateTime(iso)}`;
  return (
    <Tooltip label={full} openDelay={300}>
      <time className={classes.time} dateTime={iso} title={full}>
        {local.format('HH:mm:ss')}
      </time>
    </Tooltip>
  );
}
