import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { RunnersSearch, RunnersSearchPatch } from '../lib/runners-search';

/** The listing answered 404 or 405: the vendor's service has the runner figures but no list of runners. */
export function ListingMissingNotice({
  status,
  search,
  onChange,
}: {
  status: 404 | 405;
  search: RunnersSearch;
  onChange: (patch: RunnersSearchPatch) => void;
}) {
  return (
    <Alert color="blue" variant="light" title="This API does not list its runners" role="status">
      <Stack gap="sm">
        <Text size="sm">
          The runner listing (GET /ci/&#123;owner&#125;/runners) answered {status}: it is ours, not part of the vendor’s API, so this
          deployment has no table of runners. The whole fleet’s figures and the waits of all jobs above come from the vendor’s own
          operations; give a runner’s name or a label to see its figures.
        </Text>
        <NameForm label="Runner name" action="Show the runner" initial={search.runner ?? ''} onSubmit={(runner) => onChange({ runner })} />
        <NameForm
          label="Runner label"
          action="Show the label’s wait"
          initial={search.label ?? ''}
          onSubmit={(label) => onChange({ label })}
        />
      </Stack>
    </Alert>
  );
}

function NameForm({
  label,
  action,
  initial,
  onSubmit,
}: {
  label: string;
  action: string;
  initial: string;
  onSubmit: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed !== '') onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <Group gap="xs" align="flex-end">
        <TextInput size="xs" label={label} value={value} maxLength={255} onChange={(event) => setValue(event.currentTarget.value)} />
        <Button size="xs" type="submit" variant="light">
          {action}
        </Button>
      </Group>
    </form>
  );
}
