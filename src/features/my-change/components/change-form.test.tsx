// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { renderInApp } from '../../../../tests/mock-kit/render-app';
import { ChangeForm } from './change-form';

const { api } = setUpMockApi();

afterEach(cleanup);

async function renderForm() {
  const onSubmit = vi.fn();
  await renderInApp(<ChangeForm initial={{ tests: [] }} onSubmit={onSubmit} />, api);
  return onSubmit;
}

const names = (count: number) => Array.from({ length: count }, (_, index) => `tests/test_cart.py::test_case_${index + 1}`);

describe('ChangeForm: the failing tests pasted', () => {
  it('refuses more than 50 names in place, keeping the paste, rather than checking the first 50 as if they were all', async () => {
    const onSubmit = await renderForm();
    const pasted = names(63).join('\n');
    fireEvent.change(screen.getByLabelText('Failing tests'), { target: { value: pasted } });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('At most 50 tests are checked at once: this paste names 63. Remove 13, or check them in two goes'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Failing tests') as HTMLTextAreaElement).value).toBe(pasted);
  });

  it('checks 50 names, each once, in the order pasted', async () => {
    const onSubmit = await renderForm();
    fireEvent.change(screen.getByLabelText('Failing tests'), { target: { value: [...names(50), names(1)[0]].join('\n') } });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(onSubmit).toHaveBeenCalledWith({ pull: undefined, commit: undefined, tests: names(50) });
  });
});
