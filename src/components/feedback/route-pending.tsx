import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** After this long a wait is worth a word: the API is slow, not the page stuck. */
export const SLOW_ANSWER_NOTICE_MS = 2_500;

export function RoutePending({ label = 'Loading…' }: { label?: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_ANSWER_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
        {slow ? (
          <Text c="dimmed" size="xs">
            The API is taking longer than usual to answer; this page will show as soon as it does.
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
