// Lighthouse's mobile profile in a Chromium of its own; each page audited RUNS times in turns, each figure the median
// (one audit varies by several points).
import lighthouse from 'lighthouse';
import { launchBrowser } from './browser';
import { errorLine } from './navigation';
import { inTurns, median } from './stats';

const RUNS = 3;
const AUDITS = {
  firstContentfulPaintMs: 'first-contentful-paint',
  largestContentfulPaintMs: 'largest-contentful-paint',
  totalBlockingTimeMs: 'total-blocking-time',
  cumulativeLayoutShift: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
} as const;

/** Lighthouse's categories, by their 0–100 scores. */
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices' } as const;

export type LighthouseSample = Record<keyof typeof AUDITS | keyof typeof CATEGORIES, number>;

export interface LighthouseResult {
  page: string;
  samples: LighthouseSample[];
  error?: string;
}

async function audit(url: string, port: number): Promise<LighthouseSample> {
  const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: Object.values(CATEGORIES) }))?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const read = (ids: Record<string, string>, value: (id: string) => number | null | undefined) =>
    Object.entries(ids).map(([key, id]) => [key, value(id) ?? Number.NaN] as const);
  const entries = [
    ...read(CATEGORIES, (id) => lhr.categories[id]?.score && Math.round(lhr.categories[id].score * 100)),
    ...read(AUDITS, (id) => lhr.audits[id]?.numericValue),
  ];
  const missing = entries.find(([, value]) => Number.isNaN(value));
  if (missing) throw new Error(`Lighthouse gave no ${missing[0]}`);
  return Object.fromEntries(entries) as LighthouseSample;
}

export async function measureLighthouse(
  pages: ReadonlyArray<{ page: string; url: string }>,
  port: number,
  browserFlags: string[],
): Promise<LighthouseResult[]> {
  const browser = await launchBrowser([`--remote-debugging-port=${port}`, ...browserFlags]);
  const results = pages.map(({ page }): LighthouseResult => ({ page, samples: [] }));
  try {
    const audits = pages.map(({ url }, index) => async () => {
      const result = results[index]!;
      if (result.error) return;
      await audit(url, port).then(
        (sample) => result.samples.push(sample),
        (error: unknown) => (result.error = errorLine(error)),
      );
    });
    await inTurns(RUNS, audits);
  } finally {
    await browser.close();
  }
  return results;
}

/** Each measure's median over the runs (null without a sample). */
export function lighthouseMedians({ samples }: LighthouseResult): LighthouseSample | null {
  if (samples.length === 0) return null;
  const keys = Object.keys(samples[0]!) as (keyof LighthouseSample)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as LighthouseSample;
}
