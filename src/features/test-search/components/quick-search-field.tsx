import { TextInput } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { QUICK_SEARCH_MAX_WORDS } from '../lib/quick-search';

/** One request per word typed, not per key. */
const SETTLE_MS = 300;

/** Words a test name contains, in any order; the URL keeps what was typed (`q`). */
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
