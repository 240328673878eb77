import { Table } from '@/components/table/table';

/** A name and two figures per row, for the tables under the figures (time to merge, checks outcomes). */
export function SummaryTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: [string, string, string];
  rows: [string, string, string][];
  /** Said in the table when it has no row. */
  empty?: string;
}) {
  const figure = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;
  return (
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
          {rows.length === 0 && empty !== undefined ? (
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
  );
}
