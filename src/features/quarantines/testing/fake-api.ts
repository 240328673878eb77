import { ApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { Paged } from '@/api/link-pagination';
import type { QuarantinedTest, QuarantineListResponse } from '@/api/types';

/**
 * An ApiClient for unit tests: only the methods a test gives exist; calling any other fails the test
 * loudly instead of returning undefined.
 */
export function fakeApiClient(methods: Partial<ApiClient>): ApiClient {
  return new Proxy(methods, {
    get(target, property: string) {
      if (property === 'baseUrl') return 'https://api.test/v1';
      const method = target[property as keyof ApiClient];
      if (method === undefined) throw new Error(`fakeApiClient: ${property} was not expected in this test`);
      return method;
    },
  }) as ApiClient;
}

export function httpError(status: number, detail: ApiError['detail'], message = `HTTP ${status}`): ApiError {
  return new ApiError({
    kind: 'http',
    status,
    detail,
    bodyText: null,
    retryAfterSeconds: null,
    method: 'POST',
    url: 'https://api.test/v1/ci/acme/repositories/checkout/quarantines',
    message,
  });
}

export function quarantineFixture(overrides: Partial<QuarantinedTest> & Pick<QuarantinedTest, 'id'>): QuarantinedTest {
  return {
    test_name: `tests/test_${overrides.id}.py::test_case`,
    test_id: `00000000-0000-5000-8000-${overrides.id.padStart(12, '0').slice(-12)}`,
    reason: 'Flaky on CI',
    branch: null,
    created_at: '2026-11-10T09:00:00Z',
    source: 'manual',
    is_recovered: false,
    ...overrides,
  };
}

export function quarantinePage(
  quarantines: QuarantinedTest[],
  perPage: number,
  next: string | null = null,
): Paged<QuarantineListResponse> {
  return {
    data: { size: quarantines.length, per_page: perPage, quarantined_tests: quarantines },
    links: {
      next:
        next === null
          ? null
          : { url: `https://api.test/v1/ci/acme/repositories/checkout/quarantines?cursor=${next}&per_page=${perPage}`, cursor: next, perPage },
      prev: null,
    },
  };
}
