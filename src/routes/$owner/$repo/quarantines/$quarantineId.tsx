import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$owner/$repo/quarantines/$quarantineId')({
  component: Page,
});

function Page() {
  return <Title order={1}>Quarantine</Title>;
}
