import { Autocomplete } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { parseRepositoryKey, repositoryKey, type RepositoryRef } from '@/lib/app-config';
import { useRepositories } from '@/lib/repositories-context';

/**
 * The API has no "list repositories" operation, so the picker offers the repositories the host (or the
 * demo) names and accepts any `owner/repo` typed in; an unknown one shows the API's own 404.
 */
export function RepositoryPicker({ current }: { current: RepositoryRef }) {
  const { known } = useRepositories();
  const navigate = useNavigate();
  const [value, setValue] = useState(repositoryKey(current));
  const [error, setError] = useState<string | null>(null);
  const [lastCurrent, setLastCurrent] = useState(repositoryKey(current));

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
    <Autocomplete
      aria-label="Repository"
      placeholder="owner/repository"
      w={{ base: 160, sm: 240 }}
      data={known.map(repositoryKey)}
      value={value}
      onChange={(next) => {
        setValue(next);
        setError(null);
      }}
      onOptionSubmit={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open(event.currentTarget.value);
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
