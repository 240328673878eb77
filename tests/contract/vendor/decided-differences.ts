// The differences we have decided on, read from docs/decisions.md: the first column of the table in the
// section below, a key in backticks. A `*` in a key stands for any run of characters without a space,
// so one row can cover the same difference at several paths (`<type=*>`) while the difference itself
// (the keyword and both values) stays exact: a new value or a new keyword is a new, undecided key.

export const DECISIONS_FILE = 'docs/decisions.md';
export const DECISIONS_SECTION = "## The contract against the vendor's August 2026 document";

export function readDecidedKeys(markdown: string): string[] {
  const start = markdown.indexOf(`${DECISIONS_SECTION}\n`);
  if (start === -1) throw new Error(`${DECISIONS_FILE} has no section "${DECISIONS_SECTION}"`);
  const rest = markdown.slice(start + DECISIONS_SECTION.length);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] as string);
}

const patternOf = (key: string) => new RegExp(`^${key.split('*').map(escapeRegExp).join('[^ ]*')}$`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Reconciliation {
  /** Differences found that no row decides. */
  undecided: string[];
  /** Rows that decide no difference any more (the documents changed; the row should go). */
  stale: string[];
}

export function reconcile(found: string[], decided: string[]): Reconciliation {
  const patterns = decided.map((key) => ({ key, pattern: patternOf(key) }));
  return {
    undecided: found.filter((difference) => !patterns.some(({ pattern }) => pattern.test(difference))),
    stale: patterns.filter(({ pattern }) => !found.some((difference) => pattern.test(difference))).map(({ key }) => key),
  };
}

/** Rows ready to paste into the section (undecided) and the rows to delete (stale). */
export function reconciliationReport({ undecided, stale }: Reconciliation): string {
  if (undecided.length === 0 && stale.length === 0) return 'Every difference is decided and every row still applies.\n';
  const lines: string[] = [];
  if (undecided.length > 0)
    lines.push(
      `${undecided.length} undecided (add a row each to "${DECISIONS_SECTION}"):`,
      '',
      ...undecided.map((key) => `| \`${key}\` | | |`),
      '',
    );
  if (stale.length > 0)
    lines.push(`${stale.length} stale rows (the difference is gone: delete them):`, '', ...stale.map((key) => `- \`${key}\``), '');
  return `${lines.join('\n')}`;
}
