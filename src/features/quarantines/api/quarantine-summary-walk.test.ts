import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPages, type PageLink, type Paged } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { QuarantineListResponse } from '@/api/types';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_QUARANTINES, SEEDED_CHECKOUT_QUARANTINES } from '../../../../mocks/fixtures';
import { CHECKOUT, QUARANTINES_URL } from '../../../../tests/quarantine-kit/checkout-quarantines';
import { SUMMARY_MAX_PAGES } from '@/queries/quarantines';

const { mock, api } = setUpMockApi();

afterEach(() => mock.server.resetHandlers());

/** The summary's walk (quarantineQueries.summary) from a first page of any size. */
async function collectAllQuarantines(
  first: Paged<QuarantineListResponse>,
  follow: (link: PageLink<QuarantineListResponse>) => Promise<Paged<QuarantineListResponse>>,
) {
  const { pages, truncated } = await readPages(first, follow, SUMMARY_MAX_PAGES);
  return { quarantines: pages.flatMap((page) => page.quarantined_tests), truncated };
}

function firstPage(perPage: number) {
  return api.listQuarantines({ path: repositoryPath(CHECKOUT), query: { per_page: perPage } });
}

describe('readPages over the quarantine list', () => {
  it('follows the server’s next links until there is none, each quarantine once', async () => {
    const perPage = 5;
    const follow = vi.fn((link: PageLink<QuarantineListResponse>) => api.followLink(link));
    const all = await collectAllQuarantines(await firstPage(perPage), follow);

    expect(all.truncated).toBe(false);
    expect(all.quarantines).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
    expect(new Set(all.quarantines.map((quarantine) => quarantine.id)).size).toBe(SEEDED_CHECKOUT_QUARANTINES);
    expect(all.quarantines.map((quarantine) => quarantine.id)).toEqual(
      expect.arrayContaining(Object.values(FIXTURE_QUARANTINES).map((quarantine) => quarantine.id)),
    );
    expect(follow).toHaveBeenCalledTimes(Math.ceil(SEEDED_CHECKOUT_QUARANTINES / perPage) - 1);
  });

  it('stops on a cursor it has already followed instead of looping', async () => {
    // A server stuck on one page: every follow answers the second page again, whose next cursor repeats.
    const first = await firstPage(5);
    const secondLink = first.links.next;
    if (secondLink === null) throw new Error('the seeded store holds more than one page of 5');
    const follow = vi.fn(() => api.followLink(secondLink));
    const all = await collectAllQuarantines(first, follow);

    expect(all.truncated).toBe(true);
    expect(follow).toHaveBeenCalledTimes(2);
  });

  it('stops after the page cap and says the figures are partial', async () => {
    // A server whose pages never end: one quarantine per page, always a fresh next cursor.
    const [template] = (await firstPage(1)).data.quarantined_tests;
    if (template === undefined) throw new Error('the seeded store holds quarantines');
    mock.server.use(
      http.get(QUARANTINES_URL, ({ request }) => {
        const url = new URL(request.url);
        const index = Number(url.searchParams.get('cursor') ?? '0');
        url.searchParams.set('cursor', String(index + 1));
        const body: QuarantineListResponse = {
          size: 1,
          per_page: 1,
          quarantined_tests: [{ ...template, id: `${template.id.slice(0, -4)}${String(index).padStart(4, '0')}` }],
        };
        return HttpResponse.json(body, { headers: { Link: `<${url.href}>; rel="next"` } });
      }),
    );
    const all = await collectAllQuarantines(await firstPage(1), (link) => api.followLink(link));

    expect(all.truncated).toBe(true);
    expect(all.quarantines).toHaveLength(SUMMARY_MAX_PAGES);
  });
});
