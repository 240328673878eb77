import { Button, Group, Loader, Modal, Text, TextInput, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { IsolatedText } from '@/components/text/data-text';
import { useApiClient } from '@/lib/api-client-context';
import { useApiSettings } from '@/lib/api-settings-context';
import type { RepositoryRef } from '@/lib/app-config';
import { paletteQueries } from '../api/palette-queries';
import { isRecentTarget, paletteItems, testNameSearch, type PaletteTarget } from '../lib/palette-items';
import { browserLocalStorage, loadRecentTargets, rememberRecentTarget } from '../lib/recent-targets';
import { PALETTE_FIELD_ATTRIBUTE } from '../lib/shortcuts';
import classes from './palette.module.css';
import { useGoTo } from './use-go-to';
import '@/components/overlays/overlay-styles';

/** One test search per word typed, not per letter. */
const SEARCH_DEBOUNCE_MS = 200;

/** ⌘K / Ctrl+K: an ARIA 1.2 combobox over a listbox (focus stays in the field); places opened are remembered per repository. */
export function CommandPalette({ opened, onClose, repository }: { opened: boolean; onClose: () => void; repository: RepositoryRef }) {
  const api = useApiClient();
  const settings = useApiSettings();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const goTo = useGoTo(repository);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const listRef = useRef<HTMLDivElement>(null);

  const [query, setQuery] = useState('');
  // Until the reader moves, the first option is active.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [recent, setRecent] = useState(() => loadRecentTargets(browserLocalStorage(), repository));

  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const glob = testNameSearch(debouncedQuery);
  const tests = useQuery({
    ...paletteQueries.tests(api, repository, glob ?? { globs: [], unchecked: [] }),
    enabled: opened && glob !== null,
  });
  const quarantines = useQuery({ ...paletteQueries.quarantines(api, repository), enabled: opened });
  // Test results belong to the query they were asked for: while the next is on its way, none are shown.
  const testsCurrent = glob !== null && JSON.stringify(testNameSearch(query)) === JSON.stringify(glob);

  const items = paletteItems({
    query,
    recent,
    tests: testsCurrent ? (tests.data ?? []) : [],
    quarantines: quarantines.data ?? [],
    settings: settings.openSettings !== undefined,
    nextScheme: scheme === 'dark' ? 'light' : 'dark',
  });
  const activeIndex = Math.max(0, chosenId === null ? 0 : items.findIndex((item) => item.id === chosenId));
  const active = items[activeIndex];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const run = (target: PaletteTarget) => {
    onClose();
    if (isRecentTarget(target)) {
      setRecent(rememberRecentTarget(browserLocalStorage(), repository, target));
      void goTo(target);
    } else if (target.kind === 'settings') settings.openSettings?.();
    else setColorScheme(target.scheme);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    // Ctrl+Home and Ctrl+End go to the first and the last option; the others move round.
    const edges: Record<string, number> = event.ctrlKey ? { Home: 0, End: items.length - 1 } : {};
    const next =
      event.key in edges ? edges[event.key]! : event.key in steps ? (activeIndex + steps[event.key]! + items.length) % items.length : null;
    if (next !== null) {
      event.preventDefault();
      const item = items[next];
      if (item) setChosenId(item.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) run(active.target);
    }
  };

  const searching = opened && glob !== null && (!testsCurrent || tests.isFetching);
  const failed = testsCurrent && tests.isError ? tests.error : null;
  // What the list cannot say: a search on its way, a failed one (with Retry), or nothing found.
  const status = failed
    ? `Test search failed: ${failed instanceof ApiError ? failed.message : 'unexpected error'}.`
    : searching
      ? 'Searching tests…'
      : items.length === 0
        ? 'Nothing matches. Try part of a test name, * as a wildcard, or #123 for a pull request.'
        : '';

  return (
    <Modal
      {...{ opened, onClose }}
      title="Command palette"
      size="lg"
      yOffset="10vh"
      classNames={{ body: classes.paletteBody, title: classes.paletteTitle }}
    >
      <TextInput
        data-autofocus
        {...{ [PALETTE_FIELD_ATTRIBUTE]: '' }}
        role="combobox"
        aria-label="Search pages, tests, quarantines and pull requests"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        placeholder="Jump to a page, a test, a quarantine or #pull request"
        value={query}
        maxLength={255}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setChosenId(null);
        }}
        onKeyDown={onKeyDown}
        rightSection={searching ? <Loader size="xs" aria-hidden="true" /> : null}
      />
      <div ref={listRef} id={listId} role="listbox" aria-label="Places" className={classes.paletteList}>
        {/* A place is in one group, and a group's items are next to each other. */}
        {[...new Set(items.map((item) => item.group))].map((group) => (
          <div key={group} role="group" aria-labelledby={`${baseId}-${group}`}>
            <div id={`${baseId}-${group}`} role="presentation" className={classes.paletteGroup}>
              {group}
            </div>
            {items.map((item, index) =>
              item.group !== group ? null : (
                <div
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  data-index={index}
                  className={classes.paletteOption}
                  // Focus stays in the field: a click must not take it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== activeIndex) setChosenId(item.id);
                  }}
                  onClick={() => run(item.target)}
                >
                  <IsolatedText value={item.label} className={classes.paletteLabel} breakable />
                  <span className={classes.paletteHint}>{item.hint}</span>
                </div>
              ),
            )}
          </div>
        ))}
      </div>
      <Group role="status" gap="xs" className={classes.paletteStatus} aria-live="polite">
        {status === '' ? null : (
          <Text size="sm" c={failed ? 'red' : 'dimmed'}>
            {status}
          </Text>
        )}
        {failed ? (
          <Button size="compact-xs" variant="light" onClick={() => void tests.refetch()}>
            Retry
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" className={classes.paletteFooter}>
        ↑ ↓ to move · Enter to open · Esc to close · ? lists every shortcut
      </Text>
    </Modal>
  );
}
