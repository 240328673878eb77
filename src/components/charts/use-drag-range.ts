import { useRef, useState } from 'react';
import type { MouseHandlerDataParam } from 'recharts';
import { windowFromBucketSpan, type TimeSpan } from './drag-range';

type Drag = { from: number; to: number };

/** Drag across a bucket chart to zoom: the span dragged becomes a custom window. */
export function useDragRange(rows: readonly TimeSpan[], onZoom: (window: TimeSpan) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  // The bucket last under the pointer: a press can arrive before the chart has resolved its position.
  const hovered = useRef<number | null>(null);

  const indexOf = (state: MouseHandlerDataParam): number | null => {
    // Recharts reports the index as a number, a numeric string, or null when no bucket is active.
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
      // The bucket under the pointer on release is the end, even if the last move was not reported yet.
      const window = windowFromBucketSpan(rows, drag.from, indexOf(state) ?? drag.to);
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
