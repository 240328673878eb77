// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoFaultControl } from '@/lib/demo-faults';
import { SimulateFaultField } from './settings-drawer';

afterEach(cleanup);

function faults(current: string) {
  return {
    choices: [
      { value: 'none', label: 'None' },
      { value: 'rate-limit', label: 'Rate limit (429 with Retry-After)' },
    ],
    current: () => current,
    choose: vi.fn<(value: string) => void>(),
  } satisfies DemoFaultControl;
}

describe('SimulateFaultField', () => {
  it('starts from the fault simulated now and applies a new choice at once', async () => {
    const control = faults('none');
    render(
      <MantineProvider env="test">
        <SimulateFaultField faults={control} />
      </MantineProvider>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /Simulate/ });
    expect(select.value).toBe('none');
    expect(screen.queryByText('The demo API is simulating a fault now.')).toBeNull();

    await userEvent.selectOptions(select, 'Rate limit (429 with Retry-After)');
    expect(control.choose).toHaveBeenCalledWith('rate-limit');
    expect(screen.getByText('The demo API is simulating a fault now.')).toBeTruthy();

    await userEvent.selectOptions(select, 'None');
    expect(control.choose).toHaveBeenLastCalledWith('none');
    expect(screen.queryByText('The demo API is simulating a fault now.')).toBeNull();
  });
});
