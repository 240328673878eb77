import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { quarantineSourceValues } from '@/api/generated/enums';
import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import { DEFAULT_CLAMP } from '@/components/text/clamp-text';
import { plainDataText } from '@/components/text/hidden-characters';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '@/queries/quarantines';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';
import { SOURCE_LABELS } from '../lib/quarantine-labels';
import { branchChoices, testChoices } from '@/domain/quarantines/quarantine-summary';
import { PAGE_SIZES } from '@/lib/search-param-schemas';
import { activeFilterCount, type QuarantineFilterPatch, type QuarantinesSearch } from '../lib/quarantines-search';

// A native option is plain text: hidden characters as markers, a long value cut where a table cuts it.
const OPTION_LENGTH = DEFAULT_CLAMP.maxCharacters;

const EXPIRY_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'expiring', label: 'Expiring / expired' },
  { value: 'expired', label: 'Expired' },
] as const;
const SOURCE_OPTIONS = [
  { value: 'all' as const, label: 'All' },
  ...[...quarantineSourceValues].sort().map((source) => ({ value: source, label: SOURCE_LABELS[source] })),
];

/** Choices come from the summary's every quarantine; until it loads, the URL's choice is still shown and removable. */
export function QuarantineFilters({
  repository,
  search,
  onChange,
}: {
  repository: RepositoryRef;
  search: QuarantinesSearch;
  onChange: (patch: QuarantineFilterPatch) => void;
}) {
  const api = useApiClient();
  const summary = useQuery(quarantineQueries.summary(api, repository));

  const branches = branchChoices(summary.data?.quarantines ?? []);
  if (search.branch !== undefined && !branches.includes(search.branch)) branches.unshift(search.branch);
  const tests = testChoices(summary.data?.quarantines ?? []);
  if (search.test_id !== undefined && !tests.some((choice) => choice.value === search.test_id)) {
    tests.unshift({ value: search.test_id, label: `Test ${search.test_id}` });
  }

  return (
    <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label="Filter quarantines">
      {/* The browser's own selects: no dropdown library on the first screen. The first option is "no filter". */}
      <UrlNativeSelect
        label="Test"
        data={[
          { value: '', label: 'All tests' },
          ...tests.map((choice) => ({ ...choice, label: plainDataText(choice.label, OPTION_LENGTH) })),
        ]}
        value={search.test_id ?? ''}
        onChange={(value) => onChange({ test_id: value || undefined })}
        w={{ base: '100%', sm: 360 }}
      />
      <UrlNativeSelect
        label="Branch"
        data={[
          { value: '', label: 'Any branch' },
          ...branches.map((branch) => ({ value: branch, label: plainDataText(branch, OPTION_LENGTH) })),
        ]}
        value={search.branch ?? ''}
        onChange={(value) => onChange({ branch: value || undefined })}
        w={{ base: '100%', sm: 220 }}
      />
      <SegmentedChoice
        label="Source"
        data={SOURCE_OPTIONS}
        value={search.source ?? 'all'}
        onChange={(value) => onChange({ source: value === 'all' ? undefined : value })}
      />
      <SegmentedChoice
        label="Until"
        data={EXPIRY_OPTIONS}
        value={search.expiry ?? 'any'}
        onChange={(value) => onChange({ expiry: value === 'any' ? undefined : value })}
      />
      <UrlNativeSelect
        label="Rows per page"
        data={PAGE_SIZES.map(String)}
        value={String(search.per_page)}
        onChange={(value) => onChange({ per_page: Number(value) })}
        w={120}
      />
      {activeFilterCount(search) > 0 ? (
        <Button variant="subtle" onClick={() => onChange({ test_id: undefined, branch: undefined, source: undefined, expiry: undefined })}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
