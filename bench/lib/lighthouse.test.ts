import { describe, expect, it } from 'vitest';
import { lighthouseFigures } from './figures';
import { type LighthouseSample, lighthouseMedians } from './lighthouse';
import { judge } from './report';

const sample = (performance: number, lcp: number, tbt: number, cls = 0, accessibility = 100): LighthouseSample => ({
  performance,
  accessibility,
  bestPractices: 100,
  firstContentfulPaintMs: 900,
  largestContentfulPaintMs: lcp,
  totalBlockingTimeMs: tbt,
  cumulativeLayoutShift: cls,
  transferBytes: 200 * 1024,
});

describe('Lighthouse figures', () => {
  it('takes each measure’s median on its own', () => {
    const medians = lighthouseMedians({ page: 'x', samples: [sample(90, 2000, 300), sample(99, 1500, 100), sample(95, 3000, 50)] });
    expect(medians).toMatchObject({ performance: 95, largestContentfulPaintMs: 2000, totalBlockingTimeMs: 100 });
    expect(lighthouseMedians({ page: 'x', samples: [], error: 'timed out' })).toBeNull();
  });

  it('holds each route to the same run’s floor: score, largest paint, blocking time; layout shift, accessibility', () => {
    const figures = lighthouseFigures(
      [
        { page: 'test search', samples: [sample(94, 2100, 170, 0.01)] },
        { page: 'overview', samples: [sample(92, 2600, 180, 0.05, 96)] },
        { page: 'floor', samples: [sample(98, 2140, 24)] },
        { page: 'offline demo: test search', samples: [sample(85, 2500, 400)] },
        { page: 'offline demo: overview', samples: [sample(81, 2500, 400)] },
      ],
      'floor',
    ).map(judge);
    const metOf = (name: string) => figures.find((figure) => figure.name === name)?.met;
    // 94 ≥ 98 − 5; 2,100 ≤ 2,140 ms; 170 ≤ 24 + 150 ms.
    expect(metOf('test search: performance')).toBe(true);
    expect(metOf('test search: largest contentful paint')).toBe(true);
    expect(metOf('test search: total blocking time')).toBe(true);
    expect(metOf('test search: layout shift')).toBe(true);
    expect(metOf('test search: accessibility')).toBe(true);
    expect(metOf('overview: performance')).toBe(false);
    expect(metOf('overview: largest contentful paint')).toBe(false);
    expect(metOf('overview: total blocking time')).toBe(false);
    expect(metOf('overview: layout shift')).toBe(false);
    expect(metOf('overview: accessibility')).toBe(false);
    // The demo is held to the production build's same page: 85 ≥ 94 − 10, 81 < 92 − 10.
    expect(metOf('offline demo: test search: performance')).toBe(true);
    expect(metOf('offline demo: overview: performance')).toBe(false);
    // The floor is the reference, held to nothing.
    expect(figures.filter((figure) => figure.name.startsWith('floor')).map((figure) => figure.met)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('says why a page was not measured, and fails its target', () => {
    const [figure] = lighthouseFigures([{ page: 'quarantines', samples: [], error: 'NO_FCP: no paint' }], 'floor').map(judge);
    expect(figure).toMatchObject({ value: null, note: 'NO_FCP: no paint', met: false });
  });
});
