import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FigureTableSections } from '@/components/charts/chart-data-table';
import { Table } from '@/components/table/table';

/** A name and two figures per row, then the link to their events in the log. */
export function SummaryTable(props: { label: string; columns: string[]; rows: string[][]; empty: string; link: ReactNode }) {
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" aria-label={props.label}>
          <FigureTableSections columns={props.columns} rows={props.rows.map((cells) => ({ key: cells[0]!, cells }))} />
        </Table>
      </Table.ScrollContainer>
      {props.rows.length === 0 ? <Text size="sm">{props.empty}</Text> : null}
      {props.link}
    </Stack>
  );
}
