// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { CreateQuarantineRequest } from '@/api/types';
import { ApiClientProvider } from '@/lib/api-client-context';
import { fakeApiClient, httpError } from '../testing/fake-api';
import { CreateQuarantineForm } from './create-quarantine-form';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on `document.fonts`.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const repo = { owner: 'acme', repo: 'checkout' };
const TEST_NAME = 'tests/test_pay.py::test_refund';

function renderForm(createQuarantine: ApiClient['createQuarantine'], initialTestName = '') {
  const api = fakeApiClient({
    createQuarantine,
    searchTests: async () => ({ data: { size: 0, per_page: 10, total: 0, tests: [] }, links: { next: null, prev: null } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onDone = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <CreateQuarantineForm repository={repo} initialTestName={initialTestName} onDone={onDone} onCancel={() => {}} />
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

afterEach(() => cleanup());

describe('CreateQuarantineForm', () => {
  it('starts from the test name it is given and counts characters as the user types', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(), TEST_NAME);
    expect(field('Test name').value).toBe(TEST_NAME);
    expect(screen.getByText(`${TEST_NAME.length} / 10,000`)).toBeTruthy();
    await user.type(field('Reason'), 'Flaky on CI');
    expect(screen.getByText('11 / 10,000')).toBeTruthy();
  });

  it('checks required fields before sending anything', async () => {
    const user = userEvent.setup();
    const create = vi.fn<ApiClient['createQuarantine']>();
    renderForm(create);
    await user.click(screen.getByRole('button', { name: 'Quarantine' }));
    expect(screen.getByText('Enter the test’s full name.')).toBeTruthy();
    expect(screen.getByText('Say why the test is quarantined.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates once on a double click, with the trimmed values, then closes', async () => {
    const user = userEvent.setup();
    let release!: (value: { id: string }) => void;
    const create = vi.fn<ApiClient['createQuarantine']>(
      () => new Promise((resolve) => {
        release = resolve;
      }),
    );
    const { onDone } = renderForm(create, TEST_NAME);
    await user.type(field('Reason'), ' Flaky ');
    await user.type(field('Branch'), 'main');
    await user.dblClick(screen.getByRole('button', { name: 'Quarantine' }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0].body).toEqual({ test_name: TEST_NAME, reason: 'Flaky', branch: 'main' } satisfies CreateQuarantineRequest);
    expect((screen.getByRole('button', { name: 'Quarantine' }) as HTMLButtonElement).disabled).toBe(true);
    release({ id: 'b1f0c3a2-1111-4222-8333-444455556666' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('b1f0c3a2-1111-4222-8333-444455556666'));
  });

  it('shows a 409 at the branch field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const create = vi.fn<ApiClient['createQuarantine']>(() =>
      Promise.reject(httpError(409, 'Test is already quarantined on this branch')),
    );
    const { onDone } = renderForm(create, TEST_NAME);
    await user.type(field('Reason'), 'Flaky');
    await user.type(field('Branch'), 'main');
    await user.click(screen.getByRole('button', { name: 'Quarantine' }));
    await waitFor(() =>
      expect(screen.getByText('Already quarantined on this branch.')).toBeTruthy(),
    );
    expect(field('Branch').getAttribute('aria-invalid')).toBe('true');
    expect(field('Test name').value).toBe(TEST_NAME);
    expect(field('Reason').value).toBe('Flaky');
    expect(field('Branch').value).toBe('main');
    expect(onDone).not.toHaveBeenCalled();
    // Editing the branch clears its error; the button works again.
    await user.type(field('Branch'), '-2');
    expect(field('Branch').getAttribute('aria-invalid')).not.toBe('true');
    expect((screen.getByRole('button', { name: 'Quarantine' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a 422 beside the field it names', async () => {
    const user = userEvent.setup();
    const create = vi.fn<ApiClient['createQuarantine']>(() =>
      Promise.reject(httpError(422, [{ loc: ['body', 'reason'], msg: 'String should have at least 1 character', type: 'string_too_short' }])),
    );
    renderForm(create, TEST_NAME);
    await user.type(field('Reason'), 'x');
    await user.click(screen.getByRole('button', { name: 'Quarantine' }));
    await waitFor(() => expect(screen.getByText('String should have at least 1 character')).toBeTruthy());
    expect(field('Reason').getAttribute('aria-invalid')).toBe('true');
  });
});
