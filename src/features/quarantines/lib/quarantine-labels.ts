import type { QuarantineSource } from '@/api/types';
import type { CountUnit } from '@/domain/tests/units';

export const QUARANTINES: CountUnit = { one: 'quarantine', many: 'quarantines' };

/** `source` is optional in the contract: a record without one is "Unknown" (and gray), never guessed. */
export const SOURCE_LABELS: Record<QuarantineSource, string> = { auto: 'Auto', manual: 'Manual' };

export const SOURCE_COLORS: Record<QuarantineSource, string> = { auto: 'grape', manual: 'blue' };
