import { useRef, useState } from 'react';
import type { MouseHandlerDataParam } from 'recharts';
import { zoomWindow, type HistogramRow } from '../lib/histogram-rows';

type Drag = { from: number; to: number };

/**
 * Drag across the histogram to zoom: the chart's mouse handlers report the bar under the pointer; the
 * bars dragged across become a custom window. Returns the handlers and the area to highlight while
 * dragging (as x-axis category values). The same gesture as the test page's charts.
 */
export function useBarDrag(rows: readonly HistogramRow[], onZoom: (window: { start: number; end: number }) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  // The bar last under the pointer: a press can arrive before the chart has resolved its position.
  const hovered = useRef<number | null>(null);

  const indexOf = (state: MouseHandlerDataParam): number | null => {
    // Recharts reports the index as a number, a numeric string, or null when no bar is active.
    const raw = state.activeTooltipIndex ?? state.activeIndex;
    if (raw === null || raw === undefined || raw === '') return null;
    const index = Number(raw);
    return Number.isInteger(index) && index >= 0 && index < rows.length ? index : null;
  };

  const handlers = {
    onMouseDown: (state: MouseHandlerDataParam) => {
      const index = indexOf(state) ?? hovered.current;
      if (index !== null) setDrag({ from: index, to: index });
    },
    onMouseMove: (state: MouseHandlerDataParam) => {
      const index = indexOf(state);
      if (index !== null) hovered.current = index;
      if (drag === null) return;
      if (index !== null && index !== drag.to) setDrag({ from: drag.from, to: index });
    },
    onMouseUp: (state: MouseHandlerDataParam) => {
      if (drag === null) return;
      // The bar under the pointer on release is the end, even if the last move was not reported yet.
      const window = zoomWindow(rows, drag.from, indexOf(state) ?? drag.to);
      setDrag(null);
      if (window !== null) onZoom(window);
    },
    onMouseLeave: () => {
      hovered.current = null;
      setDrag(null);
    },
  };

  const first = drag === null ? undefined : rows[Math.min(drag.from, drag.to)];
  const last = drag === null ? undefined : rows[Math.max(drag.from, drag.to)];
  const area = drag !== null && drag.from !== drag.to && first && last ? { x1: first.start, x2: last.start } : null;
  return { handlers, area };
}
