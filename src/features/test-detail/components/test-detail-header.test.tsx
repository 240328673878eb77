// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import { resolveWindow } from '@/domain/periods/time-window';
import { HEALTH_LABELS } from '@/domain/tests/health';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_NOW, FIXTURE_TESTS, REPOSITORIES } from '../../../../mocks/fixtures';
import { formatRatio } from '@/lib/format';
import { renderInApp } from '../../../../tests/mock-kit/render-app';
import { TestDetailHeader } from './test-detail-header';

const { api } = setUpMockApi();

// The page's clock is the mock's: where the kept history starts depends on it.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(FIXTURE_NOW) });
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(cleanup);

const repository = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };

/** The details the test page's parent route loads, as the mock answers them. */
function detailsOf(testId: string) {
  return api.getTestDetails({ path: { ...repositoryPath(repository), test_id: testId } });
}

const figure = (label: string) => screen.getByRole('group', { name: label });

describe('TestDetailHeader', () => {
  it('shows the name, health, last result and ratios', async () => {
    const details = await detailsOf(FIXTURE_TESTS.flaky.testId);
    await renderInApp(<TestDetailHeader details={details} repository={repository} />, api);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FIXTURE_TESTS.flaky.testName);
    expect(screen.getByText(HEALTH_LABELS[FIXTURE_TESTS.flaky.healthStatus])).toBeTruthy();
    expect(within(figure('Last conclusion')).getByText(new RegExp(`^${details.last_conclusion}$`, 'i'))).toBeTruthy();
    expect(within(figure('Success ratio')).getByText(formatRatio(details.success_ratio))).toBeTruthy();
    expect(within(figure('Failure ratio')).getByText(formatRatio(details.failure_ratio))).toBeTruthy();
    expect(within(figure('Flakiness ratio')).getByText(formatRatio(details.flakiness_ratio))).toBeTruthy();
    // A flaky test fails sometimes and passes sometimes: neither ratio is 0 %.
    expect(details.failure_ratio).toBeGreaterThan(0);
    expect(details.success_ratio).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Tests' }).getAttribute('href')).toBe(`/${repository.owner}/${repository.repo}/tests`);
  });

  it('links the first failure to its commit and the pull request that broke the test', async () => {
    const broken = FIXTURE_TESTS.brokenByPullRequest;
    const details = await detailsOf(broken.testId);
    await renderInApp(<TestDetailHeader details={details} repository={repository} />, api);
    const facts = screen.getByRole('region', { name: 'Test facts' });
    const sha = details.first_failure_commit;
    if (sha === null) throw new Error('a broken test has a first failing commit');

    expect(screen.getByText(HEALTH_LABELS[broken.healthStatus])).toBeTruthy();
    expect(
      within(facts)
        .getByRole('link', { name: sha.slice(0, 7) })
        .getAttribute('href'),
    ).toBe(`https://github.com/${repository.owner}/${repository.repo}/commit/${sha}`);
    expect(
      (await within(facts).findByRole('link', { name: `#${broken.brokenBy.number} ${broken.brokenBy.title}` })).getAttribute('href'),
    ).toBe(`https://github.com/${repository.owner}/${repository.repo}/pull/${broken.brokenBy.number}`);
    // The login is data, isolated in its own element after "by @".
    const author = within(facts).getByText(broken.brokenBy.authorLogin);
    expect(author.closest('span')?.textContent).toBe(`by @${broken.brokenBy.authorLogin}`);
    expect(within(within(facts).getByRole('group', { name: 'File' })).getByText(broken.filePath)).toBeTruthy();
  });

  it('names no pull request for a first failure at the start of the kept history', async () => {
    const details = await detailsOf(FIXTURE_TESTS.flaky.testId);
    // The scripted flaky test is flaky from before the 30 days kept: it ran from their start, its first
    // verdict there is flaky and its first kept failure comes before the next change (the mock's answers).
    // The 30-day window as the page asks it: from the day holding the kept history's start.
    const window = resolveWindow({ preset: '30d' }, Date.parse(FIXTURE_NOW));
    const keptFrom = new Date(Date.parse(FIXTURE_NOW) - (Date.parse(FIXTURE_NOW) % 3_600_000) - 30 * 86_400_000).toISOString();
    const kept = await api.getTestHealthTransitions({
      path: { ...repositoryPath(repository), test_id: FIXTURE_TESTS.flaky.testId },
      query: window,
    });
    expect(Date.parse(kept.first_activity_at ?? '')).toBe(Date.parse(window.start));
    expect(kept.transitions[0]?.health_status).toBe('flaky');
    const next = kept.transitions[1];
    if (next) expect(Date.parse(details.first_failure_at ?? '')).toBeLessThan(Date.parse(next.at));
    await renderInApp(<TestDetailHeader details={details} repository={repository} />, api);
    const first = figure('First failure');
    const day = new Date(keptFrom).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    await within(first).findByText('Began before the kept history: no pull request is named');
    expect(first.textContent).toContain(`Since at least ${day} (the first of the 30 days kept)`);
    expect(within(first).queryByRole('link', { name: new RegExp(`^#${details.first_failure_pull?.number ?? 0} `) })).toBeNull();
  });

  it('says when a test never failed, and what the API did not report', async () => {
    const details = await detailsOf(FIXTURE_TESTS.healthy.testId);
    await renderInApp(<TestDetailHeader details={details} repository={repository} />, api);
    const facts = screen.getByRole('region', { name: 'Test facts' });

    expect(within(facts).getByText('Never failed in the retained history')).toBeTruthy();
    expect(within(facts).getByText('Never failed')).toBeTruthy();
    expect(within(figure('Failure ratio')).getByText(formatRatio(0))).toBeTruthy();
  });

  it('says "Never passed" and "Not reported" for what the answer leaves empty', async () => {
    // The demo's tests all passed at some point and report their framework: an answer without them.
    const details = {
      ...(await detailsOf(FIXTURE_TESTS.brokenByPullRequest.testId)),
      last_success_at: null,
      test_programming_language: null,
    };
    await renderInApp(<TestDetailHeader details={details} repository={repository} />, api);
    const facts = screen.getByRole('region', { name: 'Test facts' });

    expect(within(within(facts).getByRole('group', { name: 'Last success' })).getByText('Never passed')).toBeTruthy();
    expect(within(within(facts).getByRole('group', { name: 'Language' })).getByText('Not reported')).toBeTruthy();
  });
});
