// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { renderInApp } from '../../../../tests/mock-kit/render-app';
import { CHECKOUT, QUARANTINES_URL } from '../../../../tests/quarantine-kit/checkout-quarantines';
import { quarantineRecord } from '../../../../tests/quarantine-kit/quarantine-record';
import { TestQuarantinePanel } from './test-quarantine-panel';

const { mock, api } = setUpMockApi();
afterEach(cleanup);

const TEST = { id: '6f1c2f56-93a1-5a4e-9f0e-1d2b3c4d5e6f', name: 'tests/test_cart.py::test_total' };

/** A service that answers the test's quarantines with a page and a link to the next one. */
function answerWith(branches: string[], next: boolean) {
  mock.server.use(
    http.get(QUARANTINES_URL, ({ request }) => {
      const headers: Record<string, string> = next ? { Link: `<${request.url}&cursor=more>; rel="next"` } : {};
      const quarantined_tests = branches.map((branch, index) =>
        quarantineRecord({ id: `00000000-0000-4000-8000-00000000000${index}`, test_id: TEST.id, test_name: TEST.name, branch }),
      );
      return HttpResponse.json({ quarantined_tests }, { headers });
    }),
  );
}

describe('a test’s quarantine panel', () => {
  it('shows the test’s quarantine, and says when the service lists more than the page holds', async () => {
    answerWith(['main', 'release'], true);
    await renderInApp(<TestQuarantinePanel repository={CHECKOUT} testId={TEST.id} testName={TEST.name} />, api);
    expect(await screen.findByRole('table', { name: `Quarantines of ${TEST.name}` })).toBeTruthy();
    expect(screen.getByText(/This service lists more quarantines of this test than these 2:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the Quarantines page' }).getAttribute('href')).toBe('/acme/checkout/quarantines');
  });

  it('says nothing more when the page holds them all', async () => {
    answerWith(['main'], false);
    await renderInApp(<TestQuarantinePanel repository={CHECKOUT} testId={TEST.id} testName={TEST.name} />, api);
    expect(await screen.findByRole('table', { name: `Quarantines of ${TEST.name}` })).toBeTruthy();
    expect(screen.queryByText(/This service lists more quarantines/)).toBeNull();
  });
});
