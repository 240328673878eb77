// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { renderInApp } from '../../../../tests/mock-kit/render-app';
import { quarantineRecord } from '../../../../tests/quarantine-kit/quarantine-record';
import { ReleaseDialog } from './release-dialogs';

const { api } = setUpMockApi();
afterEach(cleanup);

const quarantine = (index: number, branch: string | null) =>
  quarantineRecord({ id: `00000000-0000-4000-8000-00000000000${index}`, test_name: `tests/test_${index}.py::test_it`, branch });
const noop = () => undefined;

describe('the release confirmation', () => {
  it('names one quarantine in a sentence, whether it came from its row or from a selection of one', async () => {
    await renderInApp(<ReleaseDialog opened selected={[quarantine(1, 'main')]} onCancel={noop} onConfirm={noop} />, api);
    const dialog = await screen.findByRole('dialog', { name: 'Release quarantine?' });
    expect(dialog.textContent).toContain('Release tests/test_1.py::test_it on branch main? Its failures will block merges again.');
    expect(screen.getByRole('button', { name: 'Release' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists several and counts them in the title and the button', async () => {
    await renderInApp(
      <ReleaseDialog opened selected={[quarantine(1, 'main'), quarantine(2, null)]} onCancel={noop} onConfirm={noop} />,
      api,
    );
    expect(await screen.findByRole('dialog', { name: 'Release 2 quarantines?' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'tests/test_1.py::test_it (branch main)',
      'tests/test_2.py::test_it (every branch)',
    ]);
    expect(screen.getByRole('button', { name: 'Release 2' })).toBeTruthy();
  });
});
