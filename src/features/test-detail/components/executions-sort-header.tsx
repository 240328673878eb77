import { UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Table } from '@/components/table/table';
import type { ExecutionsPageRequest } from '@/queries/executions';
import { EXECUTION_COLUMNS, nextSortDirection } from '../lib/execution-columns';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';

const DIRECTION_WORD = { asc: 'ascending', desc: 'descending' } as const;

/** The executions table's header: each column is a link that sorts by it (back to the first page). */
export function ExecutionsSortHeader({ request }: { request: ExecutionsPageRequest }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {EXECUTION_COLUMNS.map((column) => {
          const active = request.sort === column.sort;
          const direction = nextSortDirection(column, request);
          return (
            <Table.Th
              key={column.sort}
              scope="col"
              ta={column.numeric ? 'right' : undefined}
              aria-sort={active ? DIRECTION_WORD[request.direction] : undefined}
            >
              <UnstyledButton
                fw={600}
                fz="sm"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    from={TEST_DETAIL_ROUTE}
                    to="."
                    resetScroll={false}
                    search={(previous) => ({ ...previous, sort: column.sort, direction, cursor: undefined })}
                  />
                )}
                title={`Sort by ${column.label.toLowerCase()}, ${DIRECTION_WORD[direction]}`}
              >
                {column.label}
                {active ? <span aria-hidden>{request.direction === 'asc' ? ' ▲' : ' ▼'}</span> : null}
              </UnstyledButton>
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
