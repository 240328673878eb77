import type { Paged, PageLink } from '@/api/link-pagination';
import type { QuarantinedTest, QuarantineListResponse } from '@/api/types';

/** The API's largest page: fewest round trips for a full walk. */
export const SUMMARY_PAGE_SIZE = 100;
/** 100 pages × 100 = 10,000 quarantines; beyond that the figures say they are partial rather than loop on. */
export const SUMMARY_MAX_PAGES = 100;

export type AllQuarantines = {
  quarantines: QuarantinedTest[];
  /** True when the walk stopped at SUMMARY_MAX_PAGES (or on a repeated cursor) before the last page. */
  truncated: boolean;
};

type QuarantinePage = Paged<QuarantineListResponse>;

/**
 * Every current quarantine, for figures that must count them all (the summary cards, the chart, the
 * filter choices). The unpaged form of operation 9 (no `per_page`) would do this in one request, but it
 * is a deprecated shortcut that is to be removed, so the dashboard walks the pages instead: the first
 * with `per_page=100` (fetched by the caller), then each `rel="next"` link as the server gave it, until
 * there is none.
 */
export async function collectAllQuarantines(
  firstPage: QuarantinePage,
  follow: (link: PageLink<QuarantineListResponse>) => Promise<QuarantinePage>,
): Promise<AllQuarantines> {
  let page = firstPage;
  const quarantines = [...page.data.quarantined_tests];
  const seenCursors = new Set<string>();
  let pages = 1;
  while (page.links.next !== null) {
    const next = page.links.next;
    // A server that hands back a cursor it already gave would loop forever; stop and say so.
    if (pages >= SUMMARY_MAX_PAGES || (next.cursor !== null && seenCursors.has(next.cursor))) {
      return { quarantines, truncated: true };
    }
    if (next.cursor !== null) seenCursors.add(next.cursor);
    page = await follow(next);
    quarantines.push(...page.data.quarantined_tests);
    pages += 1;
  }
  return { quarantines, truncated: false };
}
