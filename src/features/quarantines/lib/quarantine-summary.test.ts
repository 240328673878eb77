import { describe, expect, it } from 'vitest';
import { quarantineFixture } from '../testing/fake-api';
import { branchChoices, summarizeQuarantines, testChoices } from './quarantine-summary';

const sameTest = { test_name: 'tests/a.py::test_a', test_id: '00000000-0000-5000-8000-00000000000a' };
const quarantines = [
  quarantineFixture({ id: '1', ...sameTest, branch: 'main', source: 'auto', is_recovered: true }),
  quarantineFixture({ id: '2', ...sameTest, branch: null, source: 'manual' }),
  quarantineFixture({ id: '3', branch: 'release/1.2', source: 'manual', is_recovered: true }),
  quarantineFixture({ id: '4', branch: 'main', source: undefined }),
];

describe('summarizeQuarantines', () => {
  it('counts records, distinct tests, sources, all-branch and recovered quarantines', () => {
    expect(summarizeQuarantines(quarantines)).toEqual({
      quarantines: 4,
      tests: 3,
      auto: 1,
      manual: 2,
      unknownSource: 1,
      allBranches: 1,
      recovered: 2,
    });
  });

  it('is all zeros for no quarantine', () => {
    expect(summarizeQuarantines([])).toMatchObject({ quarantines: 0, tests: 0, recovered: 0 });
  });
});

describe('filter choices', () => {
  it('lists each named branch once, sorted; "all branches" is not a filterable branch', () => {
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
