import { Badge } from '@mantine/core';
import { VERDICT_COLORS, type DeltaVerdict } from '@/domain/periods/figure-delta';
import { Table } from '@/components/table/table';
import type { ComparisonRow } from './comparison-rows';

const ARROWS: Record<DeltaVerdict, string> = { better: '▲', worse: '▼', unchanged: '＝', more: '▲', fewer: '▼' };

/** The two periods side by side: each figure, its change and whether that is good news. */
export function ComparisonTable({
  caption,
  names,
  rows,
}: {
  caption: string;
  names: { current: string; baseline: string };
  rows: readonly ComparisonRow[];
}) {
  return (
    <Table.ScrollContainer minWidth={520} label={caption} stacked>
      <Table verticalSpacing="xs" aria-label={caption} stacked>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Figure</Table.Th>
            <Table.Th scope="col" ta="right">
              {names.current}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {names.baseline}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Change
            </Table.Th>
            <Table.Th scope="col">Direction</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {(['current', 'baseline'] as const).map((period) => (
                <Table.Td key={period} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} label={names[period]}>
                  {row[period]}
                </Table.Td>
              ))}
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} label="Change">
                {row.change}
              </Table.Td>
              <Table.Td label="Direction">
                {row.verdict === null ? (
                  row.direction
                ) : (
                  <Badge variant="light" color={VERDICT_COLORS[row.verdict]} size="sm">
                    <span aria-hidden="true">{ARROWS[row.verdict]} </span>
                    {row.direction}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
