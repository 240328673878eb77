import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ComponentPropsWithoutRef } from 'react';
import { toIsoSeconds } from '@/lib/format';
import { useSearchUpdater } from '@/lib/url-state';
import type { TestDetailSearch } from './test-detail-search';
import { type RangePreset } from '@/domain/periods/time-window';

/** A link that changes the test page's search params in place, keeping the scroll position. */
export function SearchParamsLink({
  search,
  ...props
}: ComponentPropsWithoutRef<'a'> & { search: (previous: TestDetailSearch) => TestDetailSearch }) {
  return <Link {...props} from="/$owner/$repo/tests/$testId/" to="." resetScroll={false} search={search} />;
}

/** Changes the test page's search params in place (a chart is zoomed where the pointer is): the scroll position stays. */
export function useSearchUpdate() {
  const update = useSearchUpdater<TestDetailSearch>(useNavigate({ from: '/$owner/$repo/tests/$testId/' }), { resetScroll: false });
  return useCallback((patch: Partial<TestDetailSearch>) => void update((prev) => ({ ...prev, ...patch })), [update]);
}

/** Any change of window drops the executions cursor (a cursor belongs to one answer). */
export function useWindowNavigation() {
  const updateSearch = useSearchUpdate();
  const update = (patch: Partial<TestDetailSearch>) => updateSearch({ ...patch, cursor: undefined });
  return {
    selectPreset: (range: RangePreset) => update({ range, start: undefined, end: undefined }),
    /** An absolute window (custom range or chart zoom), the preset kept for "Reset zoom"; a chart's last bucket may reach past `until`, a zoom does not. */
    selectCustom: (window: { start: number; end: number }, until = Infinity) =>
      update({ start: toIsoSeconds(window.start), end: toIsoSeconds(Math.min(window.end, until)) }),
    resetToPreset: () => update({ start: undefined, end: undefined }),
  };
}
