import { describe, expect, it } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import { setUpMockApi } from '../../../tests/mock-kit/mock-api';
import { FIXTURE_QUARANTINES, SEEDED_CHECKOUT_QUARANTINES } from '../../../mocks/fixtures';
import { CHECKOUT, fetchAllCheckoutQuarantines, serverCountOfSource } from '../../../tests/quarantine-kit/checkout-quarantines';
import { quarantineRecord } from '../../../tests/quarantine-kit/quarantine-record';
import { branchChoices, summarizeQuarantines, testChoices } from './quarantine-summary';

const { api } = setUpMockApi();

const sameTest = { test_name: 'tests/a.py::test_a', test_id: '00000000-0000-5000-8000-00000000000a' };
const quarantines = [
  quarantineRecord({ id: '1', ...sameTest, branch: 'main', source: 'auto', is_recovered: true }),
  quarantineRecord({ id: '2', ...sameTest, branch: null, source: 'manual' }),
  quarantineRecord({ id: '3', branch: 'release/1.2', source: 'manual', is_recovered: true }),
  quarantineRecord({ id: '4', branch: 'main', source: undefined }),
];

describe('summarizeQuarantines', () => {
  it('counts records, distinct tests, sources, all-branch and recovered quarantines', () => {
    expect(summarizeQuarantines(quarantines)).toEqual({
      quarantines: 4,
      tests: 3,
      auto: 1,
      manual: 2,
      unknown: 1,
      allBranches: 1,
      recovered: 2,
    });
  });

  it('is all zeros for no quarantine', () => {
    expect(summarizeQuarantines([])).toMatchObject({ quarantines: 0, tests: 0, recovered: 0 });
  });
});

describe('filter choices', () => {
  it('lists each named branch once, sorted; "every branch" is not a filterable branch', () => {
    expect(branchChoices(quarantines)).toEqual(['main', 'release/1.2']);
  });

  it('lists each quarantined test once, by name, valued by test_id', () => {
    expect(testChoices(quarantines)).toEqual([
      { value: sameTest.test_id, label: sameTest.test_name },
      { value: quarantines[2]!.test_id, label: quarantines[2]!.test_name },
      { value: quarantines[3]!.test_id, label: quarantines[3]!.test_name },
    ]);
  });
});

describe('over the demo repository’s quarantines', () => {
  it('counts what the server’s own source filter counts', async () => {
    const { quarantines, truncated } = await fetchAllCheckoutQuarantines(api);
    const summary = summarizeQuarantines(quarantines);

    expect(truncated).toBe(false);
    expect(summary.quarantines).toBe(SEEDED_CHECKOUT_QUARANTINES);
    expect(summary.auto).toBe(await serverCountOfSource(api, 'auto'));
    expect(summary.manual).toBe(await serverCountOfSource(api, 'manual'));
    expect(summary.unknown).toBe(0);
    expect(summary.recovered).toBeGreaterThanOrEqual(
      Object.values(FIXTURE_QUARANTINES).filter((quarantine) => quarantine.isRecovered).length,
    );
  });

  it('offers branches and tests the server’s filters find again', async () => {
    const { quarantines } = await fetchAllCheckoutQuarantines(api);
    const branches = branchChoices(quarantines);
    const tests = testChoices(quarantines);

    expect(branches).toContain(FIXTURE_QUARANTINES.recoveredOnMain.branch);
    for (const fixture of Object.values(FIXTURE_QUARANTINES)) {
      expect(tests).toContainEqual({ value: fixture.testId, label: fixture.testName });
    }
    // Every choice narrows the list to that branch's quarantines plus the all-branches ones (which
    // apply to every branch), and the branch choices together cover every quarantine.
    const { allBranches } = summarizeQuarantines(quarantines);
    let onBranches = 0;
    for (const branch of branches) {
      const page = await api.listQuarantines({ path: repositoryPath(CHECKOUT), query: { branch, per_page: 100 } });
      const own = page.data.quarantined_tests.filter((quarantine) => quarantine.branch === branch).length;
      expect(own).toBeGreaterThan(0);
      expect(page.data.size).toBe(own + allBranches);
      onBranches += own;
    }
    expect(onBranches + allBranches).toBe(SEEDED_CHECKOUT_QUARANTINES);
    for (const test of tests) {
      const page = await api.listQuarantines({ path: repositoryPath(CHECKOUT), query: { test_id: test.value, per_page: 100 } });
      expect(page.data.quarantined_tests.every((quarantine) => quarantine.test_name === test.label)).toBe(true);
    }
  });
});
