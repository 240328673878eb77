import { countOf, type CountUnit } from '@/domain/tests/units';
import { formatCount } from '@/lib/format';

/** The pagination bar's range, e.g. "26–50 of 1,289 events". */
export function pageRangeSummary({
  page,
  perPage,
  size,
  total,
  noun,
}: {
  page: number;
  perPage: number;
  size: number;
  total: number | null;
  noun: CountUnit;
}): string {
  const of = total === null ? '' : ` of ${formatCount(total)}`;
  if (size <= 0) return `No ${noun.many} on this page${of}`;
  const first = (page - 1) * perPage + 1;
  if (total !== null && first > total) return countOf(total, noun);
  const last = total === null ? first + size - 1 : Math.min(first + size - 1, total);
  return `${formatCount(first)}–${formatCount(last)}${of} ${total === 1 ? noun.one : noun.many}`;
}
