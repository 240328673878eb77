// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDetails } from '@/api/types';
import { renderInApp } from '../testing/render-in-app';
import { TestDetailHeader } from './test-detail-header';

afterEach(cleanup);

const repository = { owner: 'acme', repo: 'checkout' };

const details: TestDetails = {
  repository: 'acme/checkout',
  test_name: 'tests/payments/test_refund.py::TestRefund::test_partial_refund[eur]',
  test_id: '7d1c5d8e-3c4a-5b6e-8f90-123456789abc',
  health_status: 'flaky',
  last_conclusion: 'failed',
  failure_ratio: 0.125,
  flakiness_ratio: 0.0625,
  success_ratio: 0.875,
  flaky_detection_enabled: true,
  first_failure_at: '2026-11-02T09:30:00Z',
  first_failure_commit: '0123456789abcdef0123456789abcdef01234567',
  first_failure_pull: { id: 1, number: 482, title: 'Retry payment webhooks', user: { id: 7, login: 'dana' } },
  last_failure_at: '2026-11-19T22:10:00Z',
  last_success_at: null,
  test_framework: 'pytest',
  test_framework_version: '8.3.2',
  test_programming_language: 'Python',
  test_filepath: 'tests/payments/test_refund.py',
  test_function_name: null,
};

describe('TestDetailHeader', () => {
  it('shows the name, health, last result and ratios', async () => {
    await renderInApp(<TestDetailHeader details={details} repository={repository} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(details.test_name);
    expect(screen.getByText('Flaky')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('87.5%')).toBeTruthy();
    expect(screen.getByText('12.5%')).toBeTruthy();
    expect(screen.getByText('6.3%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tests' }).getAttribute('href')).toBe('/acme/checkout/tests');
  });

  it('links the first failure to its commit and pull request, and says what is missing', async () => {
    await renderInApp(<TestDetailHeader details={details} repository={repository} />);
    const facts = screen.getByRole('region', { name: 'Test facts' });
    expect(within(facts).getByRole('link', { name: '0123456' }).getAttribute('href')).toBe(
      'https://github.com/acme/checkout/commit/0123456789abcdef0123456789abcdef01234567',
    );
    expect(within(facts).getByRole('link', { name: '#482 Retry payment webhooks' }).getAttribute('href')).toBe(
      'https://github.com/acme/checkout/pull/482',
    );
    expect(within(facts).getByText('by @dana')).toBeTruthy();
    expect(within(facts).getByText('Never passed')).toBeTruthy();
    expect(within(facts).getByText('pytest 8.3.2')).toBeTruthy();
    expect(within(facts).getByText('Not reported')).toBeTruthy();
  });

  it('says when a test never failed', async () => {
    await renderInApp(
      <TestDetailHeader
        details={{ ...details, first_failure_at: null, first_failure_commit: null, first_failure_pull: null, last_failure_at: null }}
        repository={repository}
      />,
    );
    expect(screen.getByText('Never failed in the retained history')).toBeTruthy();
    expect(screen.getByText('Never failed')).toBeTruthy();
  });
});
