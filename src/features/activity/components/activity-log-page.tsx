import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import type { ActivityRequests } from '../api/activity-requests';
import { withWindow, type ActivitySearch, type UpdateActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem, MAX_WINDOW_MS, type WindowProblem } from '../lib/activity-window';
import { WindowTooLongNotice } from './activity-notices';
import { ActivityView } from './activity-view';
import { WindowControls } from './window-controls';

/** The activity log: the window on top, then its view, or why the window cannot be sent. */
export function ActivityLogPage({
  repo,
  search,
  requests,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  /** What the route's loader asked for (`activityRequests(search)`). */
  requests: ActivityRequests | WindowProblem;
  onSearchChange: UpdateActivitySearch;
}) {
  const selection = isWindowProblem(requests) ? requests : requests.view.window;
  const toPreset = useCallback(
    (range: ActivitySearch['range']) => void onSearchChange((previous) => withWindow(previous, { range })),
    [onSearchChange],
  );
  const toCustom = useCallback(
    (window: { start: number; end: number }) =>
      void onSearchChange((previous) => withWindow(previous, { from: toIsoSeconds(window.start), to: toIsoSeconds(window.end) })),
    [onSearchChange],
  );

  return (
    <Stack gap="md">
      <WindowControls preset={search.range} selection={selection} onPreset={toPreset} onCustom={toCustom} />
      {isWindowProblem(requests) ? (
        <WindowTooLongNotice
          problem={requests}
          preset={search.range}
          zone={search.tz}
          onShortenToLimit={() => {
            const end = Date.parse(requests.to);
            toCustom({ start: end - MAX_WINDOW_MS, end });
          }}
          onBackToPreset={() => toPreset(search.range)}
        />
      ) : (
        <ActivityView repo={repo} search={search} requests={requests} onSearchChange={onSearchChange} onZoom={toCustom} />
      )}
    </Stack>
  );
}
