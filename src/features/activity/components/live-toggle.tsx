import { Switch } from '@mantine/core';
import { LIVE_POLL_MS } from '../lib/live-events';

/** "Live": follow new events. Only a window that ends now can be followed. */
export function LiveToggle({ checked, available, onChange }: { checked: boolean; available: boolean; onChange: (live: boolean) => void }) {
  return (
    <Switch
      label="Live"
      size="sm"
      checked={checked && available}
      disabled={!available}
      title={available ? `Checks for new events every ${LIVE_POLL_MS / 1000} s` : 'Only a window ending now can be live'}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
