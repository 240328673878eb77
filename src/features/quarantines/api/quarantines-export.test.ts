import { describe, expect, it } from 'vitest';
import { exportFile } from '@/lib/export/export-file';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { SEEDED_CHECKOUT_QUARANTINES } from '../../../../mocks/fixtures';
import { CHECKOUT } from '../../../../tests/quarantine-kit/checkout-quarantines';
import { quarantinesExport } from './quarantines-export';

const { api } = setUpMockApi();
const run = () => ({ signal: new AbortController().signal, pause: () => Promise.resolve() });

describe('quarantinesExport', () => {
  it('exports every quarantine whatever page the table is on', async () => {
    const source = quarantinesExport(api, CHECKOUT, { perPage: 5, cursor: 'a-cursor-of-the-table' });
    const { blob, rows } = await exportFile(source, 'json', run());
    expect(rows).toBe(SEEDED_CHECKOUT_QUARANTINES);
    const file = JSON.parse(await blob.text()) as { window: unknown; filters: unknown; rows: unknown[] };
    expect(file.window).toEqual({ description: 'the quarantines in force when exported' });
    // Paging is how the rows were read, not which: the table's cursor is no filter.
    expect(file.filters).toEqual({});
    expect(file.rows).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
  });

  it('keeps the table’s filters and names all-branches quarantines in words', async () => {
    const { blob, rows } = await exportFile(quarantinesExport(api, CHECKOUT, { perPage: 25, source: 'auto' }), 'markdown', run());
    const text = await blob.text();
    const answer = await api.listQuarantines({
      path: { owner: CHECKOUT.owner, repository: CHECKOUT.repo },
      query: { source: 'auto', per_page: 100 },
    });
    expect(rows).toBe(answer.data.quarantined_tests.length);
    expect(rows).toBeGreaterThan(0);
    const [scope, blank, ...table] = text.trimEnd().split('\n');
    expect(scope).toBe('Window: the quarantines in force when exported. Filters: source = auto.');
    expect(blank).toBe('');
    const lines = table.slice(2);
    expect(lines.every((line) => line.includes(' | auto | '))).toBe(true);
    const allBranches = answer.data.quarantined_tests.filter((quarantine) => quarantine.branch === null).length;
    expect(lines.filter((line) => line.includes(' | every branch | '))).toHaveLength(allBranches);
  });
});
