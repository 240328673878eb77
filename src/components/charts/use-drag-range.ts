import { useRef, useState } from 'react';
import type { MouseHandlerDataParam } from 'recharts';
import { windowFromBucketSpan, type TimeSpan } from './drag-range';

/** Drag across a bucket chart to zoom: the span dragged becomes a custom window. */
export function useDragRange(rows: readonly TimeSpan[], onZoom: (window: TimeSpan) => void) {
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  // The bucket last under the pointer: a press can arrive before the chart has resolved its position.
  const hovered = useRef<number | null>(null);
  // The bucket pressed, out of state: a redraw between press and release would replace the mark under the pointer,
  // and the browser would send the click to no mark, so a plain click redraws nothing.
  const pressed = useRef<number | null>(null);

  const indexOf = (state: MouseHandlerDataParam): number | null => {
    // Recharts reports the index as a number, a numeric string, or null when no bucket is active.
    const raw = state.activeTooltipIndex ?? state.activeIndex;
    if (raw === null || raw === undefined || raw === '') return null;
    const index = Number(raw);
    return Number.isInteger(index) && index >= 0 && index < rows.length ? index : null;
  };

  const handlers = {
    onMouseDown: (state: MouseHandlerDataParam) => {
      pressed.current = indexOf(state) ?? hovered.current;
    },
    onMouseMove: (state: MouseHandlerDataParam) => {
      const index = indexOf(state);
      if (index !== null) hovered.current = index;
      const from = pressed.current;
      if (from !== null && index !== null && index !== (drag?.to ?? from)) setDrag({ from, to: index });
    },
    onMouseUp: (state: MouseHandlerDataParam) => {
      const from = pressed.current;
      pressed.current = null;
      if (from === null) return;
      // The bucket under the pointer on release is the end, even if the last move was not reported yet.
      const window = windowFromBucketSpan(rows, from, indexOf(state) ?? drag?.to ?? from);
      setDrag(null);
      if (window !== null) onZoom(window);
    },
    onMouseLeave: () => {
      hovered.current = null;
      pressed.current = null;
      setDrag(null);
    },
  };

  const first = drag === null ? undefined : rows[Math.min(drag.from, drag.to)];
  const last = drag === null ? undefined : rows[Math.max(drag.from, drag.to)];
  const area = drag !== null && drag.from !== drag.to && first && last ? { x1: first.start, x2: last.start } : null;
  return { handlers, area };
}
