import { Alert, Anchor, Autocomplete, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { notify } from '@/components/notifications/notify';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { DataText, IsolatedText } from '@/components/text/data-text';
import '@/components/overlays/overlay-styles';
import { testNameSuggestionsQuery } from '../api/test-name-suggestions';
import { useCreateQuarantine } from '../api/use-create-quarantine';
import {
  BRANCH_MAX_LENGTH,
  NO_PROBLEMS,
  EMPTY_QUARANTINE_FORM,
  formatCounter,
  placeSubmitError,
  REASON_MAX_LENGTH,
  TEST_NAME_MAX_LENGTH,
  toCreateQuarantineRequest,
  validateQuarantineForm,
  type QuarantineFormField,
  type QuarantineFormValues,
  type SubmitErrorPlacement,
} from '../lib/quarantine-form';
import { describeQuarantineScope, EVERY_BRANCH } from '@/domain/quarantines/quarantine-scope';

const LONG_TEXT_STYLE = { overflowWrap: 'anywhere' } as const;
// Counters and hints sit under the field, where the eye is while typing.
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** "Quarantine a test"; the form unmounts with the modal's content, so each opening starts clean. */
export function CreateQuarantineDialog({
  repository,
  opened,
  onClose,
  initialTestName = '',
}: {
  repository: RepositoryRef;
  opened: boolean;
  onClose: () => void;
  initialTestName?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Quarantine a test" size="lg">
      <CreateQuarantineForm repository={repository} initialTestName={initialTestName} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}

export function CreateQuarantineForm({
  repository,
  initialTestName,
  onDone,
  onCancel,
}: {
  repository: RepositoryRef;
  initialTestName: string;
  /** The new quarantine's id; null when an earlier attempt whose answer was lost had created it. */
  onDone: (quarantineId: string | null) => void;
  onCancel: () => void;
}) {
  const api = useApiClient();
  const [values, setValues] = useState<QuarantineFormValues>({ ...EMPTY_QUARANTINE_FORM, testName: initialTestName });
  // Field errors, the one above the buttons, and after a 409 the quarantine that holds the name.
  const [problems, setProblems] = useState<SubmitErrorPlacement>(NO_PROBLEMS);
  const mutation = useCreateQuarantine(repository);
  // The button is disabled while in flight, but two clicks can land before React re-renders it.
  const inFlight = useRef(false);

  const [debouncedName] = useDebouncedValue(values.testName, 250);
  const suggestions = useQuery(testNameSuggestionsQuery(api, repository, debouncedName));

  function change(field: QuarantineFormField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // An error stays until the field it is about is edited.
    setProblems((previous) => ({
      ...previous,
      fields: { ...previous.fields, [field]: undefined },
      existing: field === 'testName' ? null : previous.existing,
    }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const fields = validateQuarantineForm(values);
    setProblems({ ...NO_PROBLEMS, fields });
    if (Object.keys(fields).length > 0) return;
    inFlight.current = true;
    const body = toCreateQuarantineRequest(values);
    mutation.mutate(body, {
      onSuccess: ({ id, createdByLostAttempt }) => {
        void notify({
          color: 'teal',
          title: 'Test quarantined',
          message: (
            <>
              <DataText value={body.test_name} breakable /> is quarantined (
              <DataText value={describeQuarantineScope(body.branch ?? null)} breakable />
              ).
              {createdByLostAttempt ? ' Your first attempt had created it; only its answer was lost on the way.' : null}
            </>
          ),
        });
        onDone(id);
      },
      onError: (error) => setProblems(placeSubmitError(error)),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  const { fields: errors, general: generalError, existing } = problems;
  const bind = (field: QuarantineFormField) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    error: errors[field],
    inputWrapperOrder: WRAPPER_ORDER,
  });

  const pending = mutation.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Quarantine a test">
      <Stack gap="md">
        <Autocomplete
          label="Test name"
          withAsterisk
          placeholder="e.g. tests/test_checkout.py::test_pay"
          value={values.testName}
          onChange={(value) => change('testName', value)}
          data={suggestions.data ?? []}
          // The server already matched `*text*`; a second, client-side filter would only hide results.
          filter={({ options }) => options}
          limit={10}
          error={
            errors.testName !== undefined && existing !== null ? (
              <>
                Already quarantined on <IsolatedText value={describeQuarantineScope(existing.branch)} breakable />.{' '}
                <Anchor
                  size="xs"
                  renderRoot={(props) => (
                    <Link {...props} to="/$owner/$repo/quarantines/$quarantineId" params={{ ...repository, quarantineId: existing.id }} />
                  )}
                  onClick={onCancel}
                >
                  Open the existing quarantine
                </Anchor>
              </>
            ) : (
              errors.testName
            )
          }
          description={formatCounter(values.testName.length, TEST_NAME_MAX_LENGTH)}
          inputWrapperOrder={WRAPPER_ORDER}
          styles={{ input: LONG_TEXT_STYLE, option: LONG_TEXT_STYLE }}
          data-autofocus={initialTestName === '' ? true : undefined}
        />
        <Textarea
          label="Reason"
          withAsterisk
          placeholder="Why is it quarantined? e.g. flaky since the payment mock upgrade, see issue #123"
          // Not `autosize`: its measuring <textarea> would be left in an embedding host's page.
          rows={4}
          resize="vertical"
          {...bind('reason')}
          description={formatCounter(values.reason.length, REASON_MAX_LENGTH)}
          data-autofocus={initialTestName === '' ? undefined : true}
        />
        <TextInput
          label="Branch"
          placeholder="All branches"
          {...bind('branch')}
          description={`Leave empty to quarantine on ${EVERY_BRANCH} · ${formatCounter(values.branch.length, BRANCH_MAX_LENGTH)}`}
        />
        {/* Who follows it up, where, and until when: sent as trailing lines of the reason (docs/decisions.md). */}
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput label="Owner" placeholder="@dana" {...bind('owner')} miw={160} />
          <TextInput label="Until" type="date" description="Offered for release after this day" {...bind('until')} miw={160} />
        </Group>
        <TextInput
          label="Ticket"
          description="A key such as PAY-77, or a link"
          placeholder="PAY-77 or https://tracker.example/PAY-77"
          {...bind('ticket')}
        />
        {generalError !== null ? (
          <Alert color="red" variant="light" role="alert" title="Not quarantined">
            <span style={LONG_TEXT_STYLE}>{generalError}</span>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={pending}>
            Quarantine
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
