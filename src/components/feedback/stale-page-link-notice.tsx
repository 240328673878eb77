import { Alert, Button, Stack, Text } from '@mantine/core';

/** A refused page link: offers the first page, since a retry would fail the same way. */
export function StalePageLinkNotice({
  view,
  onFirstPage,
  renderFirstPage,
}: {
  /** What the page position belongs to, e.g. "search" or "list of events in this time window". */
  view: string;
  onFirstPage?: () => void;
  renderFirstPage?: (rootProps: Record<string, unknown>) => React.ReactNode;
}) {
  return (
    <Alert color="orange" variant="light" role="alert" title="This page link no longer applies">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The page position in the address does not fit this {view}: it may come from other filters or an earlier answer, or the link was
          cut short.
        </Text>
        <Button size="xs" variant="white" color="orange" onClick={onFirstPage} renderRoot={renderFirstPage}>
          Go to the first page
        </Button>
      </Stack>
    </Alert>
  );
}
