// Where a Recharts chart draws its data, once it has stopped moving: a chart lays itself out again as
// an answer comes in (its axis widens with longer labels, its container settles), and a drag aimed at
// the first layout lands a bar or two off. A person waits for the chart to settle; so do the journeys.
import { expect, type Locator } from '@playwright/test';

export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The chart's plot area (its grid), the same over two animation frames. */
export async function settledPlotArea(chart: Locator): Promise<PlotArea> {
  const grid = chart.locator('.recharts-cartesian-grid');
  const page = chart.page();
  const settled = async (): Promise<PlotArea | null> => {
    const before = await grid.boundingBox();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await grid.boundingBox();
    return before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after) ? after : null;
  };
  let area: PlotArea | null = null;
  await expect
    .poll(async () => {
      area = await settled();
      return area;
    })
    .not.toBeNull();
  return area!;
}
