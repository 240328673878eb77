import { TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ChangeEvent } from 'react';
import { parseRepositoryKey, repositoryKey, type RepositoryRef } from '@/lib/app-config';
import { useRepositories } from '@/lib/repositories-context';

/** Picking a suggestion from a datalist fires an input event without typing (Chromium: `insertReplacementText`). */
function isSuggestionPick(event: ChangeEvent<HTMLInputElement>): boolean {
  const { inputType } = event.nativeEvent as InputEvent;
  return inputType === undefined || inputType === 'insertReplacementText';
}

/**
 * The API has no "list repositories" operation, so the picker offers the repositories the host (or the
 * demo) names and accepts any `owner/repo` typed in; an unknown one shows the API's own 404. The
 * suggestions are the browser's own (a datalist): the header is on every page's first screen, and a
 * custom dropdown would bring its positioning library with it.
 */
export function RepositoryPicker({ current }: { current: RepositoryRef }) {
  const { known } = useRepositories();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(repositoryKey(current));
  const [error, setError] = useState<string | null>(null);
  const [lastCurrent, setLastCurrent] = useState(repositoryKey(current));
  const suggestions = known.map(repositoryKey);

  // Follow navigation (back button, links) without an effect: reset the draft when the URL's repo changes.
  if (lastCurrent !== repositoryKey(current)) {
    setLastCurrent(repositoryKey(current));
    setValue(repositoryKey(current));
    setError(null);
  }

  const open = (raw: string) => {
    const parsed = parseRepositoryKey(raw);
    if (!parsed) {
      setError('Use the form owner/repository');
      return;
    }
    setError(null);
    void navigate({ to: '/$owner/$repo', params: parsed });
  };

  return (
    <>
      <TextInput
        aria-label="Repository"
        placeholder="owner/repository"
        w={{ base: '100%', sm: 240 }}
        list={listId}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          setError(null);
          if (suggestions.includes(next) && isSuggestionPick(event)) open(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') open(event.currentTarget.value);
        }}
        error={error}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
