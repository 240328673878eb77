import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatSpan } from '@/lib/format';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';

/**
 * Health is sampled once per bucket: with day-wide buckets (14 and 30 days) an episode shorter than a
 * bucket can start and end between two samples and not show. Says so and offers the 4-hour view.
 */
export function SamplingNote({ bucketMs }: { bucketMs: number }) {
  return (
    <Text size="sm" c="dimmed">
      Health is sampled at each bucket’s end (every {formatSpan(bucketMs)} here): an episode shorter than that can fall between two samples
      and not show.{' '}
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            {...props}
            from={TEST_DETAIL_ROUTE}
            to="."
            resetScroll={false}
            search={(previous) => ({ ...previous, range: '7d', start: undefined, end: undefined })}
          />
        )}
      >
        See the last 7 days at 4-hour samples
      </Anchor>
      , or choose a custom range of 8 days or less.
    </Text>
  );
}
