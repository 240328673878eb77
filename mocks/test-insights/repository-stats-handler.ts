// Operation 8: GET /ci/{owner}/repositories/{repository}/tests/stats/{stat}
import { http, type HttpHandler } from 'msw';
import type { components } from '@/api/generated/schema';
import { NO_CI_KEY } from '../core/auth';
import { jsonResponse } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { repositoryRoute } from '../core/repository-route';
import { readIdentityFilters } from './identity-filter-params';
import { REPOSITORY_STATS, computeRepositoryStat } from './repository-stats';
import { bucketToWire } from './wire';

type RepositoryTestStatResponse = components['schemas']['RepositoryTestStatResponse'];

export function repositoryStatHandler(ctx: MockContext): HttpHandler {
  return http.get(
    '*/v1/ci/:owner/repositories/:repository/tests/stats/:stat',
    repositoryRoute(ctx, {
      accepts: NO_CI_KEY,
      forbiddenDetail: 'The CI Application Key cannot read repository-wide test statistics',
      parse: (reader) => ({
        stat: reader.pathEnum('stat', REPOSITORY_STATS) ?? 'total_tests',
        filters: readIdentityFilters(reader, { healthStatus: false }),
      }),
      respond: ({ repository, input, now }) => {
        const result = computeRepositoryStat(repository.tests, input.stat, input.filters, now);
        const body: RepositoryTestStatResponse = {
          stat: input.stat,
          value: result.value,
          value_over_time: result.points.map(bucketToWire),
        };
        return jsonResponse(body);
      },
    }),
  );
}
