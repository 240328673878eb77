import { Anchor, Button, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { memo, useEffect, useId, useState } from 'react';
import { formatElapsedShort } from '@/lib/format';
import { LIVE_POLL_MS, newEventsLabel } from '../lib/live-events';
import classes from './activity.module.css';
import type { LiveEvents } from './use-live-events';

/** Only a window ending now can be followed; when it last checked is the switch's description, not a live region. A native
 *  checkbox with the switch role, drawn in CSS: memoized, and redrawn when its own state changes only. */
export const LiveToggle = memo(function LiveToggle({
  on,
  available,
  checkedAt,
  error,
  retry,
  onChange,
}: Pick<LiveEvents, 'on' | 'available' | 'checkedAt' | 'error' | 'retry'> & { onChange: (live: boolean) => void }) {
  const statusId = useId();
  return (
    <div className={classes.liveToggle}>
      <label>
        <input
          type="checkbox"
          role="switch"
          className={classes.switch}
          checked={on}
          disabled={!available}
          title={available ? `Checks for new events every ${LIVE_POLL_MS / 1000} s` : 'Only a window ending now can be live'}
          aria-describedby={statusId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        Live
      </label>
      {/* The line Live adds is there while off too, empty: switching moves nothing (nor does the count tick). */}
      <div id={statusId} className={classes.liveStatus}>
        {on ? <LiveCheckStatus checkedAt={checkedAt} error={error} /> : <span aria-hidden="true">{'\u00a0'}</span>}
      </div>
      {on && error ? (
        <Anchor component="button" type="button" size="xs" c="red" onClick={retry}>
          Check again
        </Anchor>
      ) : null}
    </div>
  );
});

function LiveCheckStatus({ checkedAt, error }: Pick<LiveEvents, 'checkedAt' | 'error'>) {
  const [now, setNow] = useState(Date.now);
  // Ticks only while an age is shown: "checking…" and an error stay still.
  const { start, stop } = useInterval(() => setNow(Date.now()), 1000);
  const ticking = checkedAt !== null && !error;
  useEffect(() => {
    if (!ticking) return;
    start();
    return stop;
  }, [ticking, start, stop]);
  if (error) {
    const message = error instanceof Error ? error.message : 'unexpected error';
    return (
      <Text span size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
        Could not check for new events: {message}
      </Text>
    );
  }
  const age = checkedAt === null ? 'checking…' : `checked ${formatElapsedShort(now - checkedAt)} ago`;
  return <span style={{ whiteSpace: 'nowrap' }}>{age}</span>;
}

/** There for as long as Live is on, so a screen reader hears the count as it changes. */
export function LiveBanner({ count, more, show }: Pick<LiveEvents, 'count' | 'more' | 'show'>) {
  return (
    <div className={classes.liveBanner} role="status" aria-label="New events">
      {count > 0 || more ? (
        <Button
          size="xs"
          radius="xl"
          variant="filled"
          onClick={() => void show()}
          title="Show the newest events at the top of the list"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {newEventsLabel(count, more)}
        </Button>
      ) : null}
    </div>
  );
}
