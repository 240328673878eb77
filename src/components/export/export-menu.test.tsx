// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportPage, ExportSource } from '@/lib/export/export-source';
import { ExportMenu } from './export-menu';

type Row = { id: number; name: string };
const rowsOf = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `test ${from + i}` }));

function sourceOf(fetchPage: ExportSource<Row>['fetchPage'], total: number | null = null): ExportSource<Row> {
  return {
    what: 'tests',
    fileName: 'acme checkout tests',
    scope: () => ({ window: { description: 'now' }, filters: [] }),
    total,
    columns: [
      { header: 'ID', value: (row) => row.id },
      { header: 'Name', value: (row) => row.name },
    ],
    fetchPage,
  };
}

/** A page the test answers when it chooses, to look at the menu mid-export. */
function deferredPage() {
  let resolve: (page: ExportPage<Row>) => void = () => {};
  const promise = new Promise<ExportPage<Row>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let downloads: { name: string; blob: Blob }[];
beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not navigate: record what would have been downloaded instead.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
});
afterEach(cleanup);

function renderMenu(source: ExportSource<Row>) {
  return render(
    <MantineProvider env="test">
      <ExportMenu source={source} />
    </MantineProvider>,
  );
}

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ExportMenu', () => {
  it('offers CSV, JSON and a Markdown copy that says it covers every page', async () => {
    renderMenu(sourceOf(async () => ({ items: [], next: null })));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Download CSV',
      'Download JSON',
      'Copy as Markdown (all pages)',
    ]);
  });

  it('walks the pages with a progress bar, then downloads one CSV of them all', async () => {
    const second = deferredPage();
    const fetchPage = vi.fn(async (cursor: string | null) =>
      cursor === null ? { items: rowsOf(1, 100), next: 'p2', total: 150 } : second.promise,
    );
    renderMenu(sourceOf(fetchPage));
    await choose('Download CSV');

    const bar = await screen.findByRole('progressbar', { name: 'Exporting tests' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('100 of 150'));
    expect(screen.getByText('100 of 150')).toBeTruthy();
    second.resolve({ items: rowsOf(101, 50), next: null, total: 150 });

    expect((await screen.findByRole('status')).textContent).toContain('Downloaded 150 tests as CSV.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toMatch(/^acme-checkout-tests-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloads[0]?.blob.text();
    expect(text?.split('\r\n')).toHaveLength(152); // header, 150 rows, the final line break
  });

  it('stops on Cancel: the request in flight is aborted and nothing is downloaded', async () => {
    let signal: AbortSignal | undefined;
    const never = new Promise<ExportPage<Row>>(() => {});
    renderMenu(
      sourceOf(async (_cursor, given) => {
        signal = given;
        return never;
      }, 40),
    );
    await choose('Download JSON');
    expect((await screen.findByRole('progressbar', { name: 'Exporting tests' })).getAttribute('aria-valuetext')).toBe('0 of 40');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(signal?.aborted).toBe(true);
    expect((await screen.findByRole('status')).textContent).toContain('Export cancelled.');
    expect(downloads).toHaveLength(0);
  });

  it('shows a failure with Retry, which runs the same export again', async () => {
    const fetchPage = vi
      .fn<ExportSource<Row>['fetchPage']>()
      .mockRejectedValueOnce(new Error('The server failed (503).'))
      .mockResolvedValue({ items: rowsOf(1, 2), next: null });
    renderMenu(sourceOf(fetchPage));
    await choose('Download JSON');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not export the tests as JSON');
    expect(alert.textContent).toContain('The server failed (503).');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect((await screen.findByRole('status')).textContent).toContain('Downloaded 2 tests as JSON.');
    expect(JSON.parse((await downloads[0]?.blob.text()) ?? '')).toEqual({
      window: { description: 'now' },
      filters: {},
      rows: rowsOf(1, 2),
    });
  });

  it('copies every page as a Markdown table', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderMenu(
      sourceOf(async (cursor) => (cursor === null ? { items: rowsOf(1, 1), next: 'p2' } : { items: [{ id: 2, name: 'a|b' }], next: null })),
    );
    await choose('Copy as Markdown (all pages)');

    expect((await screen.findByRole('status')).textContent).toContain('Copied 2 tests as Markdown.');
    expect(writeText).toHaveBeenCalledWith('Window: now. Filters: none.\n\n| ID | Name |\n| --- | --- |\n| 1 | test 1 |\n| 2 | a\\|b |\n');
  });
});
