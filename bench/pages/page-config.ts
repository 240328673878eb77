// The reference pages' orders, in the URL's fragment (never sent, so a hundred requests cannot make the request line
// too long): the requests to send, the token, and the requests "Apply" sends.
export type ReferencePageConfig = { requests: string[]; token: string; next?: string[] };

export const referencePageUrl = (origin: string, config: ReferencePageConfig) =>
  `${origin}/#bench=${encodeURIComponent(JSON.stringify(config))}`;

export function readPageConfig(fragment: string): ReferencePageConfig {
  const raw = new URLSearchParams(fragment.replace(/^#/, '')).get('bench');
  if (raw === null) throw new Error('This page needs #bench=<config>');
  return JSON.parse(raw) as ReferencePageConfig;
}

export type AnswerRow = (string | number)[];

const plainValues = (item: object) =>
  Object.values(item).filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');

/** An answer as rows of plain values: one per item of its first list, else the answer itself; a group's row per interval (merge queue). */
export function answerRows(answer: unknown): AnswerRow[] {
  const items = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && answer !== null
      ? (Object.values(answer).find(Array.isArray) ?? [answer])
      : [answer];
  return items.flatMap((item: unknown): AnswerRow[] => {
    if (typeof item !== 'object' || item === null) return [typeof item === 'string' || typeof item === 'number' ? [item] : []];
    const stats: unknown = (item as { stats?: unknown }).stats;
    return Array.isArray(stats) ? stats.map((interval: object) => [...plainValues(item), ...plainValues(interval)]) : [plainValues(item)];
  });
}

/** Every answer, in parallel; the rows of the first (`firstOnly`) or of all. */
export async function fetchRows(urls: string[], token: string, firstOnly = false): Promise<AnswerRow[]> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
  );
  return (firstOnly ? answers.slice(0, 1) : answers).flatMap(answerRows);
}
