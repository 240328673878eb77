import { Button } from '@mantine/core';
import { newEventsLabel } from '../lib/live-events';
import classes from './activity.module.css';

/** There for as long as Live is on, so a screen reader hears the count as it changes. */
export function LiveBanner({ count, more, onShow }: { count: number; more: boolean; onShow: () => void }) {
  return (
    <div className={classes.liveBanner} role="status" aria-label="New events">
      {count > 0 || more ? (
        <Button
          size="xs"
          radius="xl"
          variant="filled"
          onClick={onShow}
          title="Show the newest events at the top of the list"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {newEventsLabel(count, more)}
        </Button>
      ) : null}
    </div>
  );
}
