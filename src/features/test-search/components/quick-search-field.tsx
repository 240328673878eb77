import { TextInput } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { QUICK_SEARCH_MAX_WORDS } from '../lib/quick-search';

/** How long typing pauses before the search follows: one request per word typed, not per key. */
const SETTLE_MS = 300;

/**
 * The quick search: words a test name contains, in any order ("cart tot", "tax rounds"). The URL keeps
 * what was typed (`q`); the page turns it into name globs (quick-search.ts). It stands for the included
 * name patterns, so typing here clears them, and adding a pattern clears it.
 */
export const QuickSearchField = memo(function QuickSearchField({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed elsewhere (back, a cleared filter): show what it now says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onChange(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextInput
      type="search"
      label="Quick search"
      description={`Words of the name in any order (up to ${QUICK_SEARCH_MAX_WORDS}); case-sensitive.`}
      placeholder="e.g. cart tot"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
      maxLength={200}
    />
  );
});
