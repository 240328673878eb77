import { formatCount } from '@/lib/format';

// A *test* is one test name; a *test–job pair* is a test under one pipeline and job (docs/decisions.md, "One unit per word").

export type CountUnit = { one: string; many: string };

export const TESTS: CountUnit = { one: 'test', many: 'tests' };
export const PAIRS: CountUnit = { one: 'test–job pair', many: 'test–job pairs' };

/** "1 test", "1,204 test–job pairs". */
export function countOf(count: number, unit: CountUnit): string {
  return `${formatCount(count)} ${count === 1 ? unit.one : unit.many}`;
}
