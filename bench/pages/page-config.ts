// What the bench tells its reference pages (bare React, stack floor) through their URL: the API
// requests to send (the very URLs the app sent), the token, and for interactions the request a click
// sends. The bench builds the URL with `referencePageUrl`; the page reads it with `readPageConfig`.

export interface ReferencePageConfig {
  /** Sent at once, in parallel; the page renders when all have answered. */
  requests: string[];
  token: string;
  /**
   * Sent when "Apply" is clicked, in parallel; once all have answered, the first one's rows (the answer
   * the bench waits for) replace the rows.
   */
  next?: string[];
}

const PARAMETER = 'bench';

export function referencePageUrl(origin: string, config: ReferencePageConfig): string {
  return `${origin}/?${PARAMETER}=${encodeURIComponent(JSON.stringify(config))}`;
}

export function readPageConfig(search: string): ReferencePageConfig {
  const raw = new URLSearchParams(search).get(PARAMETER);
  if (raw === null) throw new Error(`This page needs ?${PARAMETER}=<config>`);
  return JSON.parse(raw) as ReferencePageConfig;
}

export type AnswerRow = (string | number)[];

const plainValues = (item: object) =>
  Object.values(item).filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');

/**
 * An API answer as table rows: the items of its first list (a page of tests or events), or the answer
 * itself when it has none (a statistic); each row holds the item's plain values. A grouped statistic's
 * item (a merge-queue group) makes a row of each of its `stats` intervals, led by the group's values.
 */
export function answerRows(answer: unknown): AnswerRow[] {
  const objects = (() => {
    if (Array.isArray(answer)) return answer;
    if (typeof answer === 'object' && answer !== null) return Object.values(answer).find(Array.isArray) ?? [answer];
    return [answer];
  })();
  return objects.flatMap((item): AnswerRow[] => {
    if (typeof item !== 'object' || item === null) return [typeof item === 'string' || typeof item === 'number' ? [item] : []];
    const stats: unknown = (item as { stats?: unknown }).stats;
    if (Array.isArray(stats)) return stats.map((interval: object) => [...plainValues(item), ...plainValues(interval)]);
    return [plainValues(item)];
  });
}

export async function fetchAnswer(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function fetchRows(urls: string[], token: string): Promise<AnswerRow[]> {
  const answers = await Promise.all(urls.map((url) => fetchAnswer(url, token)));
  return answers.flatMap(answerRows);
}
