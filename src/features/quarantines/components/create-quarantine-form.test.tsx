// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import { ApiClientProvider } from '@/lib/api-client-context';
import { setUpMockApi } from '@/testing/mock-api';
import { FIXTURE_QUARANTINES, FIXTURE_TESTS, SEEDED_CHECKOUT_QUARANTINES } from '../../../../mocks/fixtures';
import { CHECKOUT, gate, QUARANTINES_URL, refusal } from '../testing/checkout-quarantines';
import { CreateQuarantineForm } from './create-quarantine-form';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on `document.fonts`.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const { mock, api } = setUpMockApi({ fresh: true });

/** Not quarantined on `main` yet (its auto quarantine covers all branches, a separate scope). */
const TEST_NAME = FIXTURE_TESTS.flaky.testName;

function renderForm(initialTestName = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onDone = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <CreateQuarantineForm repository={CHECKOUT} initialTestName={initialTestName} onDone={onDone} onCancel={() => {}} />
        </ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onDone };
}

// The autocomplete's option list is labelled by the field's label too: take the input itself.
const field = (name: string) => {
  const input = screen
    .getAllByLabelText(new RegExp(`^${name}`))
    .find((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  if (input === undefined) throw new Error(`no input labelled ${name}`);
  return input as HTMLInputElement;
};
const submitButton = () => screen.getByRole('button', { name: 'Quarantine' }) as HTMLButtonElement;

async function quarantinesOnServer() {
  return (await api.listQuarantines({ path: repositoryPath(CHECKOUT), query: { per_page: 100 } })).data.quarantined_tests;
}

afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

describe('CreateQuarantineForm', () => {
  it('starts from the test name it is given and counts characters as the user types', async () => {
    const user = userEvent.setup();
    renderForm(TEST_NAME);
    expect(field('Test name').value).toBe(TEST_NAME);
    expect(screen.getByText(`${TEST_NAME.length} / 10,000`)).toBeTruthy();
    await user.type(field('Reason'), 'Flaky on CI');
    expect(screen.getByText('11 / 10,000')).toBeTruthy();
  });

  it('checks required fields before sending anything', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.click(submitButton());
    expect(screen.getByText('Enter the test’s full name.')).toBeTruthy();
    expect(screen.getByText('Say why the test is quarantined.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(await quarantinesOnServer()).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
  });

  it('creates once on a double click, with the trimmed values, then closes', async () => {
    const user = userEvent.setup();
    const answer = gate();
    // Hold the POST back (the button must stay disabled meanwhile), then let the mock create it.
    mock.server.use(http.post(QUARANTINES_URL, () => answer.promise.then(() => undefined)));
    const { onDone } = renderForm(` ${TEST_NAME} `);
    await user.type(field('Reason'), ' Flaky ');
    await user.type(field('Branch'), 'main');
    await user.dblClick(submitButton());
    expect(submitButton().disabled).toBe(true);

    answer.open();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [createdId] = onDone.mock.calls[0] as [string];
    const created = await api.getQuarantine({ path: { ...repositoryPath(CHECKOUT), quarantine_id: createdId } });
    expect(created).toMatchObject({ test_name: TEST_NAME, reason: 'Flaky', branch: 'main', source: 'manual' });
    expect(await quarantinesOnServer()).toHaveLength(SEEDED_CHECKOUT_QUARANTINES + 1);
  });

  it('shows a 409 at the branch field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const existing = FIXTURE_QUARANTINES.recoveredOnMain;
    if (existing.branch === null) throw new Error('the fixture is scoped to a branch');
    const { onDone } = renderForm(existing.testName);
    await user.type(field('Reason'), 'Flaky');
    await user.type(field('Branch'), existing.branch);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText('Already quarantined on this branch.')).toBeTruthy());
    expect(field('Branch').getAttribute('aria-invalid')).toBe('true');
    expect(field('Test name').value).toBe(existing.testName);
    expect(field('Reason').value).toBe('Flaky');
    expect(field('Branch').value).toBe(existing.branch);
    expect(onDone).not.toHaveBeenCalled();
    // Editing the branch clears its error; the button works again.
    await user.type(field('Branch'), '-2');
    expect(field('Branch').getAttribute('aria-invalid')).not.toBe('true');
    expect(submitButton().disabled).toBe(false);
    expect(await quarantinesOnServer()).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
  });

  it('shows a 422 beside the field it names', async () => {
    const user = userEvent.setup();
    // The form's own checks match the API's, so only a server with stricter rules answers 422 here.
    const message = 'Reason must name an issue';
    mock.server.use(
      http.post(QUARANTINES_URL, () =>
        HttpResponse.json({ detail: [{ loc: ['body', 'reason'], msg: message, type: 'value_error' }] }, { status: 422 }),
      ),
    );
    renderForm(TEST_NAME);
    await user.type(field('Reason'), 'x');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(field('Reason').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['a server error', () => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 })],
    ['no answer at all', () => HttpResponse.error()],
  ])('shows %s above the buttons and keeps the form open', async (_case, answer) => {
    const user = userEvent.setup();
    mock.server.use(http.post(QUARANTINES_URL, answer));
    const expected = (await refusal(
      api.createQuarantine({ path: repositoryPath(CHECKOUT), body: { test_name: TEST_NAME, reason: 'x' } }),
    )) as Error;
    const { onDone } = renderForm(TEST_NAME);
    await user.type(field('Reason'), 'Flaky');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not quarantined')).toBeTruthy();
    expect(alert.textContent).toContain(expected.message);
    expect(field('Reason').value).toBe('Flaky');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a create whose answer was lost, retried into a 409, is reported as created', async () => {
    const user = userEvent.setup();
    // The server creates the quarantine, then the connection drops before its answer arrives.
    mock.server.use(
      http.post(
        QUARANTINES_URL,
        async ({ request }) => {
          const created = await getResponse(mock.backend.handlers, request);
          expect(created?.status).toBe(201);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const before = (await quarantinesOnServer()).length;
    const { onDone } = renderForm(TEST_NAME);
    await user.type(field('Reason'), 'Flaky');
    await user.type(field('Branch'), 'main');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No answer came back, so the quarantine may have been created all the same.');
    expect(onDone).not.toHaveBeenCalled();

    // Pressed again: the API refuses the duplicate (409), which is the lost answer: it was created, once.
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await quarantinesOnServer()).length).toBe(before + 1);
  });

  it('a 409 with no lost answer before it is still a duplicate', async () => {
    const user = userEvent.setup();
    await api.createQuarantine({ path: repositoryPath(CHECKOUT), body: { test_name: TEST_NAME, reason: 'first', branch: 'main' } });
    const { onDone } = renderForm(TEST_NAME);
    await user.type(field('Reason'), 'Flaky');
    await user.type(field('Branch'), 'main');
    await user.click(submitButton());
    expect(await screen.findByText('Already quarantined on this branch.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
