// The stack floor: the least a page on our stack ships (React, TanStack Router with one route and Query with
// one query, Mantine and its stylesheet as the app imports it) drawing the answer as a table.
import '@mantine/core/styles.layer.css';
import { Container, Loader, MantineProvider, Table, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRows, readPageConfig } from '../page-config';

const config = readPageConfig(window.location.hash);

function FloorPage() {
  const answer = useQuery({ queryKey: ['floor', config.requests], queryFn: () => fetchRows(config.requests, config.token) });
  return (
    <Container>
      <Title order={1}>Stack floor</Title>
      {answer.data ? (
        <Table aria-label="Answer">
          <Table.Tbody>
            {answer.data.map((row, index) => (
              <Table.Tr key={index}>
                {row.map((value, column) => (
                  <Table.Td key={column}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Loader />
      )}
    </Container>
  );
}

const rootRoute = createRootRoute();
const router = createRouter({
  routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: FloorPage })]),
});
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
