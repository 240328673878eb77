import { z } from 'zod/mini';
import { failedExecutionsImpactValues, healthConfidenceValues, healthStatusValues } from '@/api/generated/enums';
import { withFallback } from '@/lib/search-param-schemas';
import type { RepositoryStatFilters, TestFilters } from './test-filters';

/*
 * The URL schema of the test filters (TanStack Router `validateSearch`): the overview uses the
 * repository-statistic part, test search all of it plus its sort and paging. Every field falls back, so
 * a hand-edited link opens a sensible view instead of an error.
 */

// The API takes up to 255 names of 1..255 characters per list.
const name = z.string().check(z.minLength(1), z.maxLength(255));
const names = withFallback(z.array(name).check(z.maxLength(255)), []);
const list = <T extends readonly [string, ...string[]]>(values: T) => withFallback(z.array(z.enum(values)), []);

export const repositoryStatFilterParamsSchema = z.object({
  name: names,
  notName: names,
  pipeline: names,
  notPipeline: names,
  job: names,
  notJob: names,
  confidence: list(healthConfidenceValues),
  notConfidence: list(healthConfidenceValues),
  impact: list(failedExecutionsImpactValues),
  notImpact: list(failedExecutionsImpactValues),
});

export const testFilterParamsSchema = z.extend(repositoryStatFilterParamsSchema, {
  health: list(healthStatusValues),
  notHealth: list(healthStatusValues),
});

// The schemas' output is exactly the model: a filter added to one and not the other fails `tsc`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _statParamsMatchModel: Same<z.output<typeof repositoryStatFilterParamsSchema>, RepositoryStatFilters> = true;
const _testParamsMatchModel: Same<z.output<typeof testFilterParamsSchema>, TestFilters> = true;
void _statParamsMatchModel;
void _testParamsMatchModel;
