// Mock backends at chosen moments, each with a history of its own (nothing shared between them, so an
// agreement between two is an agreement between two generations), asked through their handlers the
// way a client asks: a URL, the demo admin key, the JSON answer and its Link header.
import type { Clock } from '../../../mocks/core/clock';
import { DEMO_CREDENTIALS } from '../../../mocks/core/demo-credentials';
import { createMockBackend, type MockBackend } from '../../../mocks/mock-backend';

export const BASE_URL = 'http://history.test/v1';

/** A clock the test moves by hand. */
export interface ManualClock extends Clock {
  set(time: number | string): void;
}

export function manualClock(start: number | string): ManualClock {
  let time = new Date(start).getTime();
  return {
    now: () => time,
    set: (next) => {
      time = new Date(next).getTime();
    },
  };
}

export interface MockAt {
  backend: MockBackend;
  clock: ManualClock;
}

/** A backend whose clock reads `now` (and stays there until moved); `anchor` defaults to `now`. */
export function mockAt(now: string, anchor?: string): MockAt {
  const clock = manualClock(now);
  const backend = createMockBackend({
    clock,
    anchor: anchor === undefined ? undefined : Date.parse(anchor),
    seed: 'ci-insights-demo',
    shareHistory: false,
  });
  return { backend, clock };
}

export interface Answer {
  status: number;
  body: unknown;
  link: string | null;
}

export type Query = Record<string, string | number | undefined>;

export function urlOf(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return `${BASE_URL}${path}${search ? `?${search}` : ''}`;
}

export async function ask(backend: MockBackend, url: string): Promise<Answer> {
  const request = new Request(url, { headers: { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` } });
  const response = await backend.respond(request);
  if (!response) throw new Error(`no handler for ${url}`);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, link: response.headers.get('link') };
}

/** The `rel="next"` URL of a Link header, or null. */
export function nextLink(link: string | null): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;
}

/** Every page of a paged operation, following `next` links from `url`. */
export async function walkPages(backend: MockBackend, url: string): Promise<Answer[]> {
  const pages: Answer[] = [];
  for (let next: string | null = url; next !== null;) {
    const page = await ask(backend, next);
    pages.push(page);
    next = page.status === 200 ? nextLink(page.link) : null;
  }
  return pages;
}

export function iso(time: number): string {
  return new Date(time).toISOString();
}
