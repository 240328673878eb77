import { Paper, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { MY_CHANGE_PATH } from '../lib/my-change-paths';
import { ChangeForm } from './change-form';

/** The overview's way in: the same question, answered on the "Is it my change?" page. */
export function MyChangeBox({ repository }: { repository: RepositoryRef }) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Is it my change?
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A red pull request: see whether its failing tests were already failing on the default branch.
      </Text>
      <ChangeForm
        compact
        initial={{ tests: [] }}
        onSubmit={(question) => void navigate({ to: MY_CHANGE_PATH, params: repository, search: question })}
      />
    </Paper>
  );
}
