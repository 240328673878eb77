import { type LinkValue, parseLinkValues } from './link-header';

/** Ties a link to the response type its page has, so following it stays typed. Never present at runtime. */
declare const pageData: unique symbol;

/** One RFC 8288 navigation link of a paged response. */
export type PageLink<TData = unknown> = {
  /** Absolute URL, resolved against the request URL when the header gave a relative one. */
  url: string;
  /** The opaque `cursor` the URL carries, for re-sending our own query with it. */
  cursor: string | null;
  perPage: number | null;
  readonly [pageData]?: TData;
};

export type PageLinks<TData = unknown> = {
  next: PageLink<TData> | null;
  prev: PageLink<TData> | null;
};

export type Paged<TData> = {
  data: TData;
  links: PageLinks<TData>;
};

export function parseLinkHeader<TData = unknown>(header: string | null, requestUrl: string): PageLinks<TData> {
  if (header === null || header.trim() === '') return { next: null, prev: null };
  let parsed: LinkValue[];
  try {
    parsed = parseLinkValues(header);
  } catch {
    return { next: null, prev: null };
  }
  return {
    next: findRel<TData>(parsed, 'next', requestUrl),
    prev: findRel<TData>(parsed, 'prev', requestUrl) ?? findRel<TData>(parsed, 'previous', requestUrl),
  };
}

function findRel<TData>(parsed: LinkValue[], rel: string, requestUrl: string): PageLink<TData> | null {
  // `rel` may hold several space-separated relation types (RFC 8288 §3.3).
  const ref = parsed.find((candidate) => (candidate.params.get('rel') ?? '').toLowerCase().split(/\s+/).includes(rel));
  if (ref === undefined) return null;
  let url: URL;
  try {
    url = new URL(ref.uri, requestUrl);
  } catch {
    return null;
  }
  const perPage = url.searchParams.get('per_page');
  const parsedPerPage = perPage === null ? Number.NaN : Number(perPage);
  return {
    url: url.href,
    cursor: url.searchParams.get('cursor'),
    perPage: Number.isInteger(parsedPerPage) ? parsedPerPage : null,
  };
}

/** The one page walker: along `next` cursors from `fetchPage(null)`, each page to `onPage`; cut short (`truncated`) at
 * `maxPages` or at a cursor handed out twice (a looping server). */
export async function followPages<P extends { next: string | null }>(
  fetchPage: (cursor: string | null) => Promise<P>,
  onPage: (page: P) => void,
  maxPages = Number.POSITIVE_INFINITY,
): Promise<{ truncated: boolean }> {
  const seen = new Set<string | null>();
  for (let cursor: string | null = null; ;) {
    seen.add(cursor);
    const page = await fetchPage(cursor);
    onPage(page);
    if (page.next === null) return { truncated: false };
    if (seen.size >= maxPages || seen.has(page.next)) return { truncated: true };
    cursor = page.next;
  }
}

/** Every page's data from `first` on, following its `next` links (by URL) with `followPages`. */
export async function readPages<T>(
  first: Paged<T>,
  follow: (link: PageLink<T>) => Promise<Paged<T>>,
  maxPages: number,
): Promise<{ pages: T[]; truncated: boolean }> {
  const pages: T[] = [];
  let last = first;
  const { truncated } = await followPages(
    async (url) => {
      if (url !== null) last = await follow(last.links.next as PageLink<T>);
      return { data: last.data, next: last.links.next?.url ?? null };
    },
    (page) => pages.push(page.data),
    maxPages,
  );
  return { pages, truncated };
}
