import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { PAGE_CLAMP } from '@/components/text/clamp-text';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { formatTime, formatUtcDateTime } from '@/lib/format';
import type { DetailEntry, DetailValue } from '../lib/metadata-entries';
import classes from './activity.module.css';
import { useTimeZone } from '../lib/time-zone';

/** Key/value pairs as a description list; nested records indent, lists become numbered items. */
export function MetadataList({ entries, label }: { entries: readonly DetailEntry[]; label?: string }) {
  return (
    <dl className={classes.facts} aria-label={label}>
      {entries.map((entry) => (
        <Fragment key={entry.key}>
          <dt title={entry.key}>
            <DataText value={entry.label} clamp={false} />
          </dt>
          <dd>
            <DetailValueView value={entry.value} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function DetailValueView({ value }: { value: DetailValue }) {
  const zone = useTimeZone();
  switch (value.kind) {
    case 'none':
      return (
        <Text span c="dimmed" fz="inherit">
          none
        </Text>
      );
    case 'text':
      return <DataText value={value.text} multiline clamp={PAGE_CLAMP} />;
    case 'time':
      return (
        <time dateTime={value.iso} title={formatUtcDateTime(value.iso)}>
          {formatTime(value.iso, 'dateTimeSeconds', zone)}
        </time>
      );
    case 'link':
      return (
        <Anchor href={value.url} target="_blank" rel="noopener noreferrer" fz="inherit">
          <IsolatedText value={value.url} breakable />
        </Anchor>
      );
    case 'record':
      return <MetadataList entries={value.entries} />;
    case 'list':
      return (
        <ol className={classes.nested}>
          {value.items.map((item, index) => (
            <li key={index}>
              <DetailValueView value={item} />
            </li>
          ))}
          {value.more > 0 ? <li>… and {value.more} more</li> : null}
        </ol>
      );
  }
}
