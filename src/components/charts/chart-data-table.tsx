import { Button, Stack } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Table } from '@/components/table/table';

export type ChartDataRow = { key: string; cells: readonly ReactNode[] };

/** The exact figures behind a button in the tab order, for anyone who cannot read the drawing. */
export function ChartDataTable({
  caption,
  columns,
  rows,
  minWidth = 320,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly ChartDataRow[];
  minWidth?: number;
}) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size="xs"
        variant="subtle"
        onClick={() => setShown((value) => !value)}
        aria-expanded={shown}
        aria-controls={tableId}
        disabled={rows.length === 0}
      >
        {shown ? 'Hide data table' : 'Show data table'}
      </Button>
      {shown ? (
        <Table.ScrollContainer minWidth={minWidth} w="100%" id={tableId} stacked>
          <Table striped verticalSpacing={4} fz="sm" stacked>
            <caption style={{ textAlign: 'left' }}>{caption}</caption>
            <FigureTableSections columns={columns} rows={rows} />
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/** A figure table's header and rows: the first column names the row, the others are right-aligned figures labelled by their column. */
export function FigureTableSections({ columns, rows }: { columns: readonly string[]; rows: readonly ChartDataRow[] }) {
  return (
    <>
      <Table.Head columns={columns} numeric={columns.slice(1)} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <Table.Th key={index} scope="row" fw={400}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={index} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} label={columns[index]}>
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}
