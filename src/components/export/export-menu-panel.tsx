import { Box, Button, Group, Menu, Progress, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { copyText, exportFile, exportFileName, type ExportFormat } from '@/lib/export/export-file';
import type { ExportSource } from '@/lib/export/export-source';
import type { WalkProgress } from '@/lib/export/page-walker';
import { formatCount } from '@/lib/format';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Progress.layer.css';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; action: ExportFormat; progress: Pick<WalkProgress, 'rows' | 'total'> }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; action: ExportFormat; error: unknown };

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON', markdown: 'Markdown' };

/** Loaded on the first click, so open from the start. One export at a time; leaving the page cancels it. */
export default function ExportMenuPanel({ source }: { source: ExportSource<unknown> }) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function start(action: ExportFormat) {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ kind: 'running', action, progress: { rows: 0, total: source.total ?? null } });
    const run = {
      signal: own.signal,
      onProgress: (progress: WalkProgress) => setState({ kind: 'running', action, progress }),
    };
    try {
      const file = await exportFile(source, action, run);
      own.signal.throwIfAborted();
      if (action === 'markdown') await copyText(await file.blob.text());
      else saveBlob(file.blob, exportFileName(source.fileName, action, new Date(), file.scope));
      const done = action === 'markdown' ? 'Copied' : 'Downloaded';
      setState({ kind: 'done', message: `${done} ${formatCount(file.rows)} ${source.what} as ${FORMAT_NAMES[action]}.` });
    } catch (error) {
      // Cancel (or leaving the page) is not a failure: the state was already set by whoever aborted.
      if (own.signal.aborted) return;
      setState({ kind: 'failed', action, error });
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }

  function cancel() {
    controller.current?.abort();
    setState({ kind: 'done', message: 'Export cancelled.' });
  }

  const running = state.kind === 'running';
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {state.kind === 'running' ? <ExportProgress what={source.what} progress={state.progress} onCancel={cancel} /> : null}
      {state.kind === 'done' ? (
        <Text size="xs" c="dimmed" role="status">
          {state.message}
        </Text>
      ) : null}
      <Menu defaultOpened position="bottom-end" shadow="md" disabled={running}>
        <Menu.Target>
          <Button size="xs" variant="default" disabled={running}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>All {source.what}, every page</Menu.Label>
          <Menu.Item onClick={() => void start('csv')}>Download CSV</Menu.Item>
          <Menu.Item onClick={() => void start('json')}>Download JSON</Menu.Item>
          <Menu.Item onClick={() => void start('markdown')}>Copy as Markdown (all pages)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {state.kind === 'failed' ? (
        <ErrorState
          compact
          title={`Could not export the ${source.what} as ${FORMAT_NAMES[state.action]}`}
          error={state.error}
          onRetry={() => void start(state.action)}
        />
      ) : null}
    </Group>
  );
}

/** The bar of a running export with its count and Cancel. Indeterminate (striped) when the total is unknown. */
function ExportProgress({
  what,
  progress,
  onCancel,
}: {
  what: string;
  progress: Pick<WalkProgress, 'rows' | 'total'>;
  onCancel: () => void;
}) {
  const { rows, total } = progress;
  const known = total !== null && total > 0;
  const text = total === null ? `${formatCount(rows)} so far` : `${formatCount(rows)} of ${formatCount(total)}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Box
        role="progressbar"
        aria-label={`Exporting ${what}`}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? Math.min(rows, total) : undefined}
        aria-valuetext={text}
        w={140}
      >
        <Progress.Root size="md">
          <Progress.Section value={known ? Math.min(100, (rows / total) * 100) : 100} striped={!known} animated={!known} withAria={false} />
        </Progress.Root>
      </Box>
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {text}
      </Text>
      <Button size="xs" variant="subtle" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}

/** Through an object URL and `<a download>`: no server round trip, and it works inside an embedding page. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
