import type { HealthStatus } from '@/api/types';
import { HEALTH_STATUSES } from '@/domain/tests/health';

export type HealthBreakdown = {
  slices: { health: HealthStatus; count: number; percent: number }[];
  sum: number;
  /** The API's `total_tests` when it differs from the sum, so the page can say so. */
  totalMismatch: { total: number; sum: number } | null;
};

/** Shares of the three healths' sum to one decimal, adding up to exactly 100 (largest remainder). */
export function healthBreakdown(counts: Record<HealthStatus, number>, total: number): HealthBreakdown {
  const order = HEALTH_STATUSES;
  const sum = order.reduce((acc, health) => acc + counts[health], 0);
  const totalMismatch = sum === total ? null : { total, sum };
  if (sum === 0) return { slices: order.map((health) => ({ health, count: 0, percent: 0 })), sum, totalMismatch };

  const tenths = order.map((health) => (counts[health] * 1000) / sum);
  const floors = tenths.map(Math.floor);
  const missing = 1000 - floors.reduce((acc, value) => acc + value, 0);
  const remainder = (index: number) => (tenths[index] as number) - (floors[index] as number);
  // The tenths short of 1000 go to the largest remainders, the earlier health first on a tie.
  const byRemainder = order.map((_, index) => index).sort((a, b) => remainder(b) - remainder(a) || a - b);
  for (const index of byRemainder.slice(0, missing)) floors[index] = (floors[index] as number) + 1;
  return {
    slices: order.map((health, index) => ({ health, count: counts[health], percent: (floors[index] as number) / 10 })),
    sum,
    totalMismatch,
  };
}
