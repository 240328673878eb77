// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { barsPath, BucketPlot, stepPath } from './bucket-plot';
import { BucketLines, dotsPath, linePath } from './bucket-lines';

afterEach(cleanup);

const HOUR = 3_600_000;
const ROWS = [0, 1, 2, 3].map((index) => ({ start: index * HOUR, end: (index + 1) * HOUR, count: index }));

function renderPlot(onZoom = vi.fn()) {
  render(
    <MantineProvider env="test">
      <BucketPlot
        rows={ROWS}
        label="Bars"
        height={100}
        top={4}
        valueTicks={[]}
        zone="utc"
        onZoom={onZoom}
        tooltip={(row) => (row.count === 0 ? null : `${row.count} in the bucket from ${row.start}`)}
      />
    </MantineProvider>,
  );
  return screen.getByRole('application', { name: 'Bars' });
}

describe('BucketPlot', () => {
  it('draws bars (side by side or stacked), a broken line, a step line and dots in plot units, a value v at top − v', () => {
    expect(barsPath([0, 2], 4)).toBe('M1.05 2h0.9v2h-0.9z');
    expect(barsPath([1], 4, { slot: 1, slots: 3 })).toBe('M0.35 3h0.3v1h-0.3z');
    expect(barsPath([1, 2], 4, { bases: [2, 1] })).toBe('M0.05 1h0.9v1h-0.9zM1.05 1h0.9v2h-0.9z');
    expect(stepPath([1, 3], 4)).toBe('M0 3H1V1H2');
    expect(linePath([1, 2, null, 3], 4)).toBe('M0.5 3L1.5 2M3.5 1');
    expect(dotsPath([1, null], 4)).toBe('M0.5 3h0');
  });

  it('moves between buckets with the arrow keys, each with its tooltip; an empty bucket has none', () => {
    const plot = renderPlot();
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.queryByRole('tooltip')).toBeNull(); // the first bucket holds nothing
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toBe(`1 in the bucket from ${HOUR}`);
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' }); // stays on the last bucket
    expect(screen.getByRole('tooltip').textContent).toBe(`3 in the bucket from ${3 * HOUR}`);
  });

  it('zooms to the buckets a drag crosses, whichever way, and not on a click', () => {
    const onZoom = vi.fn();
    const plot = renderPlot(onZoom);
    plot.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 100 }) as DOMRect;
    fireEvent.mouseDown(plot, { clientX: 50 });
    fireEvent.mouseUp(plot, { clientX: 60 });
    expect(onZoom).not.toHaveBeenCalled();
    fireEvent.mouseDown(plot, { clientX: 350 });
    fireEvent.mouseUp(plot, { clientX: 150 });
    expect(onZoom).toHaveBeenCalledWith({ start: HOUR, end: 4 * HOUR });
  });
});

describe('BucketLines', () => {
  it('names a level in the legend beside the line, with a dashed swatch, and writes nothing over the plot', () => {
    const { container } = render(
      <MantineProvider env="test">
        <BucketLines
          rows={ROWS}
          lines={[{ name: 'Active runners', color: 'blue', values: [1, 2, 3, 4], text: (row) => String(row.count) }]}
          ticks={[
            { value: 0, label: '0' },
            { value: 5, label: '5' },
          ]}
          zone="utc"
          level={{ value: 4, label: '4 online now' }}
          height={100}
          label="Active runners"
        />
      </MantineProvider>,
    );
    // The legend comes first, above the plot.
    const legend = [...(container.querySelector('[aria-hidden]')?.children ?? [])].map((item) => [
      item.textContent,
      item.querySelector('i')?.hasAttribute('data-dashed'),
    ]);
    expect(legend).toEqual([
      ['Active runners', false],
      ['4 online now', true],
    ]);
    expect(screen.getByRole('application', { name: 'Active runners' }).textContent).not.toContain('online now');
  });
});
