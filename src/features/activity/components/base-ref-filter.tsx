import { CloseButton, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** Applied on Enter or when leaving the field (no request per keystroke); the API matches it exactly. */
export function BaseRefFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed under us (Clear all, back button): show its value.
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }

  const apply = () => {
    const next = draft.trim() === '' ? undefined : draft.trim().slice(0, 255);
    if (next !== value) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Base ref filter">
      <TextInput
        size="xs"
        label="Base ref"
        description="Exact branch name; Enter to apply"
        placeholder="main"
        value={draft}
        maxLength={255}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={apply}
        rightSection={
          value !== undefined ? (
            <CloseButton
              size="sm"
              aria-label="Clear the base ref filter"
              onClick={() => {
                setDraft('');
                onChange(undefined);
              }}
            />
          ) : null
        }
      />
    </form>
  );
}
