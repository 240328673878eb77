import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$owner/$repo/')({
  component: Page,
});

function Page() {
  return <Title order={1}>Overview</Title>;
}
