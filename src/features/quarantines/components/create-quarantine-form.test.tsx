// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { renderInApp } from '../../../../tests/mock-kit/render-app';
import { FIXTURE_QUARANTINES, SEEDED_CHECKOUT_QUARANTINES } from '../../../../mocks/fixtures';
import { CHECKOUT, gate, QUARANTINES_URL, refusal } from '../../../../tests/quarantine-kit/checkout-quarantines';
import { CreateQuarantineForm } from './create-quarantine-form';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on `document.fonts`.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const { mock, api } = setUpMockApi({ fresh: true });

/** A name no quarantine holds yet (a test name is quarantined once, whatever the branch). */
const TEST_NAME = 'tests/test_checkout_form.py::test_quarantined_from_the_form';

async function renderForm(initialTestName = '') {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = await renderInApp(
    <CreateQuarantineForm repository={CHECKOUT} initialTestName={initialTestName} onDone={onDone} onCancel={onCancel} />,
    api,
  );
  return { onDone, onCancel, router: view.router };
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
    await renderForm(TEST_NAME);
    expect(field('Test name').value).toBe(TEST_NAME);
    expect(screen.getByText(`${TEST_NAME.length} / 10,000`)).toBeTruthy();
    await user.type(field('Reason'), 'Flaky on CI');
    expect(screen.getByText('11 / 10,000')).toBeTruthy();
  });

  it('checks required fields before sending anything', async () => {
    const user = userEvent.setup();
    const { onDone } = await renderForm();
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
    const { onDone } = await renderForm(` ${TEST_NAME} `);
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

  it.each([
    ['the same branch', FIXTURE_QUARANTINES.recoveredOnMain, 'main', 'branch main'],
    ['another branch', FIXTURE_QUARANTINES.recoveredOnMain, 'release/2025.06', 'branch main'],
    ['every branch', FIXTURE_QUARANTINES.brokenAllBranches, 'main', 'every branch'],
  ])(
    'a name already quarantined (asked for %s) says where, links to that quarantine and keeps what was typed',
    async (_case, existing, branch, where) => {
      const user = userEvent.setup();
      const { onDone, onCancel, router } = await renderForm(existing.testName);
      await user.type(field('Reason'), 'Flaky');
      await user.type(field('Branch'), branch);
      await user.click(submitButton());
      const link = await screen.findByRole('link', { name: 'Open the existing quarantine' });
      expect(link.getAttribute('href')).toBe(`/${CHECKOUT.owner}/${CHECKOUT.repo}/quarantines/${existing.id}`);
      expect(link.parentElement?.textContent).toBe(`Already quarantined on ${where}. Open the existing quarantine`);
      expect(field('Test name').getAttribute('aria-invalid')).toBe('true');
      expect(field('Test name').value).toBe(existing.testName);
      expect(field('Reason').value).toBe('Flaky');
      expect(field('Branch').value).toBe(branch);
      expect(onDone).not.toHaveBeenCalled();
      expect(await quarantinesOnServer()).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
      // Following the link leaves the form for the existing quarantine's page.
      await user.click(link);
      expect(onCancel).toHaveBeenCalled();
      await waitFor(() => expect(router.state.location.pathname).toBe(`/${CHECKOUT.owner}/${CHECKOUT.repo}/quarantines/${existing.id}`));
    },
  );

  it('editing the test name after a 409 clears its error; the button works again', async () => {
    const user = userEvent.setup();
    await renderForm(FIXTURE_QUARANTINES.flakyAuto.testName);
    await user.type(field('Reason'), 'Flaky');
    await user.click(submitButton());
    await screen.findByRole('link', { name: 'Open the existing quarantine' });
    await user.type(field('Test name'), '_2');
    expect(field('Test name').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('link', { name: 'Open the existing quarantine' })).toBeNull();
    expect(submitButton().disabled).toBe(false);
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
    await renderForm(TEST_NAME);
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
    const { onDone } = await renderForm(TEST_NAME);
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
    const { onDone } = await renderForm(TEST_NAME);
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

  it('after a lost answer, a 409 from a quarantine of another scope is not taken for the lost create', async () => {
    const user = userEvent.setup();
    // The connection drops before the server acts; meanwhile someone quarantines the name on every branch.
    mock.server.use(http.post(QUARANTINES_URL, () => HttpResponse.error(), { once: true }));
    const { onDone } = await renderForm(TEST_NAME);
    await user.type(field('Reason'), 'Flaky');
    await user.type(field('Branch'), 'main');
    await user.click(submitButton());
    await screen.findByRole('alert');
    const other = await api.createQuarantine({ path: repositoryPath(CHECKOUT), body: { test_name: TEST_NAME, reason: 'theirs' } });
    await user.click(submitButton());
    const link = await screen.findByRole('link', { name: 'Open the existing quarantine' });
    expect(link.getAttribute('href')).toBe(`/${CHECKOUT.owner}/${CHECKOUT.repo}/quarantines/${other.id}`);
    expect(link.parentElement?.textContent).toBe('Already quarantined on every branch. Open the existing quarantine');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a 409 with no lost answer before it is still a duplicate', async () => {
    const user = userEvent.setup();
    const first = await api.createQuarantine({
      path: repositoryPath(CHECKOUT),
      body: { test_name: TEST_NAME, reason: 'first', branch: 'main' },
    });
    const { onDone } = await renderForm(TEST_NAME);
    await user.type(field('Reason'), 'Flaky');
    await user.type(field('Branch'), 'main');
    await user.click(submitButton());
    const link = await screen.findByRole('link', { name: 'Open the existing quarantine' });
    expect(link.getAttribute('href')).toBe(`/${CHECKOUT.owner}/${CHECKOUT.repo}/quarantines/${first.id}`);
    expect(onDone).not.toHaveBeenCalled();
  });
});
