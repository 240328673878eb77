import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ApiSettingsForm } from './api-settings-form';
import '@mantine/core/styles/Card.layer.css';

/** No credential yet: one card saying what is needed, instead of every section failing on its own. */
export function ConnectApiCard() {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={1} id={titleId} size="h2">
          Connect your API
        </Title>
        <Text size="sm">
          This dashboard reads a CI Insights API. Give its base URL and a credential; every request sends the credential as a bearer token
          to that address and nowhere else.
        </Text>
        <ApiSettingsForm submitLabel="Connect" />
      </Stack>
    </Card>
  );
}
