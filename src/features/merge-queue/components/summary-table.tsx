import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FigureTableSections } from '@/components/charts/chart-data-table';
import { Panel } from '@/components/layout/panel';
import { Table } from '@/components/table/table';

type SummaryTableProps = { title: string; description: ReactNode; label: string; columns: string[]; rows: string[][]; empty: string };

/** A panel of a name and two figures per row, then the link to their events in the log. */
export function SummaryTable({ title, description, label, columns, rows, empty, link }: SummaryTableProps & { link: ReactNode }) {
  return (
    <Panel title={title} description={description}>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" aria-label={label}>
          <FigureTableSections columns={columns} rows={rows.map((cells) => ({ key: cells[0]!, cells }))} />
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? <Text size="sm">{empty}</Text> : null}
      {link}
    </Panel>
  );
}
