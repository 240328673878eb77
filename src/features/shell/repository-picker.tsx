import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ChangeEvent } from 'react';
import { parseRepositoryKey, repositoryKey, type RepositoryRef } from '@/lib/app-config';
import { useRepositories } from '@/lib/repositories-context';
import fieldClasses from '@/components/inputs/text-field.module.css';
import classes from './app-layout.module.css';

/** Picking a suggestion from a datalist fires an input event without typing (Chromium: `insertReplacementText`). */
function isSuggestionPick(event: ChangeEvent<HTMLInputElement>): boolean {
  const { inputType } = event.nativeEvent as InputEvent;
  return inputType === undefined || inputType === 'insertReplacementText';
}

/** The API lists no repositories: the host's are suggested (a datalist) and any `owner/repo` typed is opened. */
export function RepositoryPicker({ current }: { current: RepositoryRef }) {
  const { known } = useRepositories();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(repositoryKey(current));
  const [error, setError] = useState<string | null>(null);
  const [lastCurrent, setLastCurrent] = useState(repositoryKey(current));
  const suggestions = known.map(repositoryKey);

  // The URL's repository changed (back, a link): the draft follows.
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

  // The app's native field in Mantine's sm size: Mantine's input code would come with every page, the activity log's too.
  return (
    <div className={classes.picker}>
      <input
        className={`${fieldClasses.input} ${fieldClasses.sm}`}
        aria-label="Repository"
        placeholder="owner/repository"
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
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : `${listId}-error`}
      />
      {error === null ? null : (
        <p id={`${listId}-error`} className={`${fieldClasses.error} ${fieldClasses.sm}`}>
          {error}
        </p>
      )}
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </div>
  );
}
