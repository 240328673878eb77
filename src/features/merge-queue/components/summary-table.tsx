import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Table } from '@/components/table/table';

/** A name and two figures per row, then the link to their events in the log. */
export function SummaryTable({
  label,
  columns,
  rows,
  empty,
  link,
}: {
  label: string;
  columns: [string, string, string];
  rows: [string, string, string][];
  /** Said in the table when it has no row. */
  empty: string;
  link: ReactNode;
}) {
  const figure = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns[0]}</Table.Th>
              <Table.Th scope="col" ta="right">
                {columns[1]}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {columns[2]}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>{empty}</Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map(([name, first, second]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={500}>
                  {name}
                </Table.Th>
                <Table.Td {...figure}>{first}</Table.Td>
                <Table.Td {...figure}>{second}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {link}
    </Stack>
  );
}
