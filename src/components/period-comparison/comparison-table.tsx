import { FigureTableSections } from '@/components/charts/chart-data-table';
import { VERDICT_COLORS, type DeltaVerdict } from '@/domain/periods/figure-delta';
import { PlainBadge } from '@/components/health/health-badge';
import { Table } from '@/components/table/table';
import type { ComparisonRow } from './comparison-rows';

const ARROWS: Record<DeltaVerdict, string> = { better: '▲', worse: '▼', unchanged: '=', more: '▲', fewer: '▼' };

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
  const cells = (row: ComparisonRow) => [
    row.label,
    row.current,
    row.baseline,
    row.change,
    row.verdict === null ? (
      row.direction
    ) : (
      <PlainBadge color={VERDICT_COLORS[row.verdict]}>
        {/* One grid item: the badge centres its one line. */}
        <span>
          <span aria-hidden="true">{ARROWS[row.verdict]} </span>
          {row.direction}
        </span>
      </PlainBadge>
    ),
  ];
  return (
    <Table.ScrollContainer minWidth={520} label={caption} stacked>
      <Table verticalSpacing="xs" aria-label={caption} stacked>
        <FigureTableSections
          columns={['Figure', names.current, names.baseline, 'Change', 'Direction']}
          rows={rows.map((row) => ({ key: row.key, cells: cells(row) }))}
        />
      </Table>
    </Table.ScrollContainer>
  );
}
