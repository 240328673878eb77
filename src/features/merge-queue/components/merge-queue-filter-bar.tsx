import { useQuery } from '@tanstack/react-query';
import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { mergeQueueQueries, type MergeQueueWindows } from '@/queries/merge-queue';
import { RANGE_PRESET_LABELS } from '@/domain/periods/time-window';
import { MERGE_QUEUE_RANGES, type MergeQueueRange, type MergeQueueSearch } from '../lib/merge-queue-search';
import classes from './merge-queue.module.css';

const EVERY = '';

/** The choices, with the URL's value kept even when the window has no activity for it (a shared link). */
function optionsOf(names: readonly string[], current: string | undefined, every: string) {
  const all = current === undefined || names.includes(current) ? names : [...names, current];
  return [{ value: EVERY, label: every }, ...all.map((name) => ({ value: name, label: name }))];
}

export function MergeQueueFilterBar({
  repo,
  windows: { window, custom },
  search,
  onChange,
}: {
  repo: RepositoryRef;
  windows: MergeQueueWindows;
  search: MergeQueueSearch;
  onChange: (next: Partial<MergeQueueSearch>) => void;
}) {
  const api = useApiClient();
  const branches = useQuery(mergeQueueQueries.branches(api, repo, window)).data ?? [];
  const queues = useQuery(mergeQueueQueries.queueNames(api, repo, window)).data ?? [];
  // The priority rules the window's queue entries were made under (the API has no list of them).
  const { baseRef, queue } = search;
  const entries = useQuery(mergeQueueQueries.operation(api, repo, 'getQueueEnteredCount', window, { baseRef, queue })).data;
  const priorityRules = [...new Set(entries?.groups.flatMap((group) => group.priority_rule_name ?? []))].sort();
  const filters = [
    { key: 'baseRef', label: 'Base branch', names: branches, every: 'Every branch' },
    { key: 'queue', label: 'Queue', names: queues, every: 'Every queue' },
    { key: 'priorityRule', label: 'Priority rule', names: priorityRules, every: 'Every priority rule' },
  ] as const;
  return (
    <div className={classes.controls} role="search" aria-label="Merge queue filters">
      <SegmentedChoice<MergeQueueRange | 'custom'>
        size="xs"
        aria-label="Window"
        data={MERGE_QUEUE_RANGES.map((range) => ({ value: range, label: RANGE_PRESET_LABELS[range] }))}
        // On the comparison's period A (a digest's week) no range is chosen; choosing one leaves the two ranges.
        value={custom ? 'custom' : search.range}
        onChange={(range) => onChange({ range: range as MergeQueueRange, ...(custom ? { compare: 'week' } : {}) })}
      />
      {filters.map(({ key, label, names, every }) => (
        <UrlNativeSelect
          key={key}
          size="xs"
          label={label}
          data={optionsOf(names, search[key], every)}
          value={search[key] ?? EVERY}
          onChange={(value) => onChange({ [key]: value === EVERY ? undefined : value })}
        />
      ))}
    </div>
  );
}
