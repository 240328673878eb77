import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toIsoSeconds } from '@/lib/format';
import { useSearchUpdater } from '@/lib/use-search-updater';
import { TEST_DETAIL_ROUTE } from './test-detail-paths';
import type { TestDetailSearch } from './test-detail-search';
import { type RangePreset } from '@/domain/periods/time-window';

/** Changes the test page's search params in place (a chart is zoomed where the pointer is): the scroll position stays. */
export function useSearchUpdate() {
  const update = useSearchUpdater<TestDetailSearch>(useNavigate({ from: TEST_DETAIL_ROUTE }), { resetScroll: false });
  return useCallback((patch: Partial<TestDetailSearch>) => void update((prev) => ({ ...prev, ...patch })), [update]);
}

/** Any change of window drops the executions cursor (a cursor belongs to one answer). */
export function useWindowNavigation() {
  const updateSearch = useSearchUpdate();
  const update = useCallback((patch: Partial<TestDetailSearch>) => updateSearch({ ...patch, cursor: undefined }), [updateSearch]);

  const selectCustom = useCallback(
    (window: { start: number; end: number }) => update({ start: toIsoSeconds(window.start), end: toIsoSeconds(window.end) }),
    [update],
  );
  return {
    /** A preset: "the last N", relative to whenever the page is opened. */
    selectPreset: useCallback((range: RangePreset) => update({ range, start: undefined, end: undefined }), [update]),
    /** An absolute window (custom range or chart zoom); the preset stays for "Reset zoom". */
    selectCustom,
    /** A chart's zoom: its last bucket may reach past the window's `end`, a zoom never does. */
    zoomWithin: (end: number) => (window: { start: number; end: number }) =>
      selectCustom({ start: window.start, end: Math.min(window.end, end) }),
    resetToPreset: useCallback(() => update({ start: undefined, end: undefined }), [update]),
  };
}
