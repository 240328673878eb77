import * as v from 'valibot';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import type { ChangeSubject } from './change-verdict';

// The page's URL state: the change asked about and the parsed test names; every key falls back.

/** Never more names than this from one paste: each one costs requests. */
export const MAX_PASTED_NAMES = 50;

const testName = v.pipe(v.string(), v.minLength(1), v.maxLength(10_000));

export const myChangeSearchSchema = v.object({
  pull: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))),
  commit: optionalParam(v.pipe(v.string(), v.check(isCommitSha))),
  tests: withFallback(v.pipe(v.array(testName), v.maxLength(MAX_PASTED_NAMES)), []),
});

export type MyChangeSearch = v.InferOutput<typeof myChangeSearchSchema>;

export function subjectOf(search: MyChangeSearch): ChangeSubject {
  if (search.pull !== undefined) return { kind: 'pull', number: search.pull };
  if (search.commit !== undefined) return { kind: 'commit', sha: search.commit.toLowerCase() };
  return { kind: 'none' };
}

export const hasQuestion = ({ pull, commit, tests }: MyChangeSearch): boolean =>
  pull !== undefined || commit !== undefined || tests.length > 0;

export function isCommitSha(text: string): boolean {
  return /^[0-9a-f]{7,40}$/i.test(text);
}
