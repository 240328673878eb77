import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatDay, formatSpan, toIsoSeconds } from '@/lib/format';
import { DAY_MS } from '@/lib/time-constants';
import { SearchParamsLink } from './search-params-link';

/** The longest window the service samples every 4 hours. */
const FOUR_HOUR_SAMPLES_MS = 8 * DAY_MS;

/** The window cut into equal stretches of whole days, at most 8 days each: each is read at 4-hour samples. */
function finerStretches(window: { start: number; end: number }): { start: number; end: number }[] {
  const count = Math.ceil((window.end - window.start) / FOUR_HOUR_SAMPLES_MS);
  const length = Math.ceil((window.end - window.start) / count / DAY_MS) * DAY_MS;
  const stretches = [];
  for (let start = window.start; start < window.end; start += length) stretches.push({ start, end: Math.min(start + length, window.end) });
  return stretches;
}

/** Day-wide buckets can hide a short episode: say so, and link each stretch at 4-hour samples. */
export function SamplingNote({ window, bucketMs }: { window: { start: number; end: number }; bucketMs: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Health is sampled at each bucket’s end (every {formatSpan(bucketMs)} here): an episode shorter than that can fall between two
        samples and not show. Read a stretch at 4-hour samples:
      </Text>
      <Group gap="sm" component="nav" aria-label="The window at 4-hour samples">
        {finerStretches(window).map((stretch) => (
          <Anchor
            key={stretch.start}
            size="sm"
            renderRoot={(props) => (
              <SearchParamsLink
                {...props}
                search={(previous) => ({ ...previous, start: toIsoSeconds(stretch.start), end: toIsoSeconds(stretch.end) })}
              />
            )}
          >
            {formatDay(stretch.start, { zone: 'utc' })} → {formatDay(stretch.end, { zone: 'utc' })} UTC
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
