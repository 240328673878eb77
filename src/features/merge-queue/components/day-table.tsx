import { NativeSelect, Text } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { Table } from '@/components/table/table';
import { describeUtcSpan } from '../lib/activity-drill-down';
import { formatFigure } from '../lib/figure-format';
import type { FigureView } from '../lib/figure-view';
import { FIGURES, figureDefinition, type FigureKey } from '../lib/queue-figures';
import { DrillDownLink } from './drill-down-link';
import { DAY_MS } from '@/lib/time-constants';

/** One figure interval by interval (UTC days, or hours for a short window), each row opening its events in the activity log. */
export function DayTable({
  view: { scope, grid, values, counts },
  figure,
  onFigureChange,
}: {
  view: FigureView;
  figure: FigureKey;
  onFigureChange: (figure: FigureKey) => void;
}) {
  const definition = figureDefinition(figure);
  const perInterval = values[figure].perInterval;
  return (
    <Panel title="Day by day">
      <NativeSelect
        size="xs"
        w={260}
        label="Figure"
        data={FIGURES.map((option) => ({ value: option.key, label: option.label }))}
        value={figure}
        onChange={(event) => onFigureChange(event.currentTarget.value as FigureKey)}
      />
      <Text size="sm" c="dimmed">
        {definition.label}: {definition.counts}, per UTC {grid.length > 0 && grid[0]!.end - grid[0]!.start < DAY_MS ? 'hour' : 'day'}
      </Text>
      <Table.ScrollContainer minWidth={480} stacked>
        <Table verticalSpacing="xs" aria-label={`${definition.label} per interval`} stacked>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Interval (UTC)</Table.Th>
              <Table.Th scope="col" ta="right">
                {definition.label}
              </Table.Th>
              <Table.Th scope="col">Events in the activity log</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.map((interval, index) => (
              <Table.Tr key={interval.start}>
                <Table.Th scope="row" fw={400}>
                  {describeUtcSpan(interval.start, interval.end)}
                </Table.Th>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} label={definition.label}>
                  {formatFigure(perInterval[index] ?? null, definition.unit)}
                </Table.Td>
                <Table.Td label="Events in the activity log">
                  <DrillDownLink scope={scope} figure={figure} count={counts[figure][index] ?? 0} interval={interval} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}
