import { type LinkValue, parseLinkValues } from './link-header';

/** Ties a link to the response type its page has, so following it stays typed. Never present at runtime. */
declare const pageData: unique symbol;

export type PageLink<TData = unknown> = {
  /** Absolute URL, resolved against the request URL when the header gave a relative one. */
  url: string;
  /** The opaque `cursor` the URL carries, for re-sending our own query with it. */
  cursor: string | null;
  readonly [pageData]?: TData;
};

export type PageLinks<TData = unknown> = { next: PageLink<TData> | null; prev: PageLink<TData> | null };

export type Paged<TData> = { data: TData; links: PageLinks<TData> };

export function parseLinkHeader<TData = unknown>(header: string | null, requestUrl: string): PageLinks<TData> {
  let parsed: LinkValue[] = [];
  try {
    parsed = parseLinkValues(header ?? '');
  } catch {
    // A malformed header has no links to follow.
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
  return { url: url.href, cursor: url.searchParams.get('cursor') };
}

/** How to walk on from a page: its `next` link (null: the last page), the link's identity, and how to fetch it. */
export type PageStep<P, L> = { next: (page: P) => L | null; key: (link: L) => unknown; fetch: (link: L) => Promise<P> };

/** The one page walker: from `first` along `step`, each page to `onPage`; cut short (`truncated`) at `maxPages` or at
 * a link handed out twice (a looping server). */
export async function followPages<P, L>(
  first: P,
  step: PageStep<P, L>,
  onPage: (page: P) => void,
  maxPages = Number.POSITIVE_INFINITY,
): Promise<{ truncated: boolean }> {
  const seen = new Set<unknown>();
  for (let page = first, read = 1; ; read += 1) {
    onPage(page);
    const link = step.next(page);
    if (link === null) return { truncated: false };
    if (read >= maxPages || seen.has(step.key(link))) return { truncated: true };
    seen.add(step.key(link));
    page = await step.fetch(link);
  }
}

export async function readPages<T>(
  first: Paged<T>,
  follow: (link: PageLink<T>) => Promise<Paged<T>>,
  maxPages: number,
): Promise<{ pages: T[]; truncated: boolean }> {
  const pages: T[] = [];
  const step: PageStep<Paged<T>, PageLink<T>> = { next: (page) => page.links.next, key: (link) => link.url, fetch: follow };
  const { truncated } = await followPages(first, step, (page) => pages.push(page.data), maxPages);
  return { pages, truncated };
}
