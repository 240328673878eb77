import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';

/** A page link (cursor) made for an earlier answer of the API: say so and offer the first page. */
export function StalePageLinkAlert() {
  return (
    <Alert color="yellow" variant="light" title="This page link has expired" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The page it pointed to belonged to an earlier answer of the API. Start again from the first page.
        </Text>
        <Button
          size="xs"
          variant="white"
          renderRoot={(props) => (
            <Link {...props} from={TEST_DETAIL_ROUTE} to="." resetScroll={false} search={(previous) => ({ ...previous, cursor: undefined })} />
          )}
        >
          First page
        </Button>
      </Stack>
    </Alert>
  );
}
