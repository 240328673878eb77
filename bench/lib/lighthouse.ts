// Lighthouse's mobile profile (simulated slow 4G: 150 ms round trips, 1.6 Mbit/s; 4× CPU) on each
// route of the production build and on the stack-floor page sending test search's requests, in a
// Chromium of its own (Lighthouse drives it over its debugging port). Each page is audited RUNS times
// and every figure is the median of those runs: one audit varies by several points.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { journeyLaunchOptions } from './browser';
import { median } from './stats';

export interface LighthouseSample {
  /** 0–100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  transferBytes: number;
}

export interface LighthouseResult {
  page: string;
  samples: LighthouseSample[];
  error?: string;
}

export const LIGHTHOUSE_RUNS = 3;
const DEBUGGING_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);

function numericAudit(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

async function audit(url: string): Promise<LighthouseSample> {
  const result = await lighthouse(url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
  const audits = lhr.audits as Record<string, { numericValue?: number }>;
  return {
    performance: Math.round(score * 100),
    firstContentfulPaintMs: numericAudit(audits, 'first-contentful-paint'),
    largestContentfulPaintMs: numericAudit(audits, 'largest-contentful-paint'),
    totalBlockingTimeMs: numericAudit(audits, 'total-blocking-time'),
    cumulativeLayoutShift: numericAudit(audits, 'cumulative-layout-shift'),
    transferBytes: numericAudit(audits, 'total-byte-weight'),
  };
}

/** Audits each page in turn (`pages`: name → URL), RUNS times each, rotating so none always goes first. */
export async function measureLighthouse(
  pages: ReadonlyArray<{ page: string; url: string }>,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseResult[]> {
  const launchOptions = journeyLaunchOptions();
  const browser = await chromium.launch({
    ...launchOptions,
    headless: true,
    args: [...(launchOptions.args ?? []), `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const results = pages.map(({ page }): LighthouseResult => ({ page, samples: [] }));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (let turn = 0; turn < pages.length; turn += 1) {
        const index = (turn + run) % pages.length;
        const result = results[index]!;
        if (result.error) continue;
        try {
          result.samples.push(await audit(pages[index]!.url));
        } catch (error) {
          result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Each measure's median over the runs (null without a sample). */
export function lighthouseMedians(result: LighthouseResult): LighthouseSample | null {
  if (result.samples.length === 0) return null;
  const of = (key: keyof LighthouseSample) => median(result.samples.map((sample) => sample[key]));
  return {
    performance: of('performance'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
    transferBytes: of('transferBytes'),
  };
}
