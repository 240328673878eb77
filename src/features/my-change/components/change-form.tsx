import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { parseTestNames } from '../lib/parse-test-names';
import { parsePullNumber } from '@/lib/links';
import { isCommitSha, MAX_PASTED_NAMES, type MyChangeSearch } from '../lib/my-change-search';

type Question = Pick<MyChangeSearch, 'pull' | 'commit' | 'tests'>;

/** Submitting writes the question into the URL; `compact` is the overview's box. */
export function ChangeForm({
  initial,
  onSubmit,
  compact = false,
}: {
  initial: Question;
  onSubmit: (question: Question) => void;
  compact?: boolean;
}) {
  const [text, setText] = useState({ pull: initial.pull?.toString() ?? '', commit: initial.commit ?? '', names: initial.tests.join('\n') });
  const [errors, setErrors] = useState<{ pull?: string; commit?: string; names?: string; form?: string }>({});
  const bind = (field: keyof typeof text) => ({
    value: text[field],
    onChange: (event: { currentTarget: { value: string } }) => setText({ ...text, [field]: event.currentTarget.value }),
    spellCheck: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pullNumber = text.pull.trim() === '' ? undefined : parsePullNumber(text.pull);
    const sha = text.commit.trim() === '' ? undefined : text.commit.trim();
    const parsed = parseTestNames(text.names);
    const next: typeof errors = {};
    if (pullNumber === null) next.pull = 'Enter a pull request number, e.g. 1287 or #1287';
    if (sha !== undefined && !isCommitSha(sha)) next.commit = 'Enter a commit sha: 7 to 40 hexadecimal characters';
    // Refused, not cut short: a verdict on the first 50 would read as the whole paste's.
    if (parsed.dropped > 0) {
      const count = parsed.names.length + parsed.dropped;
      next.names = `At most ${MAX_PASTED_NAMES} tests are checked at once: this paste names ${count}. Remove ${parsed.dropped}, or check them in two goes`;
    }
    if (pullNumber === undefined && sha === undefined && parsed.names.length === 0) {
      next.form = 'Give a pull request, a commit or at least one test name';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({ pull: pullNumber ?? undefined, commit: sha, tests: parsed.names });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Is it my change?">
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm" wrap={compact ? 'wrap' : 'nowrap'}>
          <TextInput label="Pull request" placeholder="1287" {...bind('pull')} error={errors.pull} inputMode="numeric" />
          <TextInput label="Commit" placeholder="cec2143" {...bind('commit')} error={errors.commit} />
        </Group>
        <Textarea
          label="Failing tests"
          description="Paste lines from the CI log (pytest, Jest, Vitest, JUnit with Gradle or Maven, Go, RSpec): one test per line; status words and marks, timestamps and durations are ignored."
          placeholder={
            'FAILED tests/payments/test_webhooks.py::test_retries - ReadTimeout\n ✕ src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item'
          }
          {...bind('names')}
          error={errors.names}
          // Not `autosize`: it measures fonts through document.fonts, which jsdom (page tests) lacks.
          rows={compact ? 3 : 5}
          resize="vertical"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {errors.form ? (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <Group>
          <Button type="submit">Check</Button>
        </Group>
      </Stack>
    </form>
  );
}
