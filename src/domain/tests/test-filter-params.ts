import * as v from 'valibot';
import { failedExecutionsImpactValues, healthConfidenceValues, healthStatusValues } from '@/api/generated/enums';
import { withFallback } from '@/lib/search-param-schemas';

// The test filters' URL schema and so their type (test-filters.ts); the overview takes the repository-statistic part.

// The API takes up to 255 names of 1..255 characters per list.
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(255));
const names = withFallback(v.pipe(v.array(name), v.maxLength(255)), []);
const list = <T extends readonly [string, ...string[]]>(values: T) => withFallback(v.array(v.picklist(values)), []);

export const repositoryStatFilterParamsSchema = v.object({
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

export const testFilterParamsSchema = v.object({
  ...repositoryStatFilterParamsSchema.entries,
  health: list(healthStatusValues),
  notHealth: list(healthStatusValues),
});
