import { describe, expect, it } from 'vitest';
import { compareGroupKeys, matchesGroupFilters, NO_GROUP_FILTERS } from './queue-history';

const main = { baseRef: 'main', queueName: 'default', priorityRuleName: null };
const hotfix = { baseRef: 'main', queueName: 'hotfix', priorityRuleName: 'urgent' };

describe('matchesGroupFilters', () => {
  it('keeps everything without filters', () => {
    expect(matchesGroupFilters(main, NO_GROUP_FILTERS)).toBe(true);
  });

  it('combines the filters, each listing accepted values', () => {
    expect(matchesGroupFilters(hotfix, { ...NO_GROUP_FILTERS, baseRefs: ['main', 'release'], queueNames: ['hotfix'] })).toBe(true);
    expect(matchesGroupFilters(hotfix, { ...NO_GROUP_FILTERS, queueNames: ['default'] })).toBe(false);
    expect(matchesGroupFilters(hotfix, { ...NO_GROUP_FILTERS, priorityRuleNames: ['urgent'] })).toBe(true);
  });

  it('leaves out pull requests under no priority rule once priority_rule_name is given', () => {
    expect(matchesGroupFilters(main, { ...NO_GROUP_FILTERS, priorityRuleNames: ['null'] })).toBe(false);
  });
});

describe('compareGroupKeys', () => {
  it('sorts by base branch, queue, then priority rule with none first', () => {
    const keys = [
      { baseRef: 'release', queueName: 'a', priorityRuleName: null },
      { baseRef: 'main', queueName: 'default', priorityRuleName: 'b' },
      hotfix,
      main,
    ];
    expect([...keys].sort(compareGroupKeys)).toEqual([main, keys[1], hotfix, keys[0]]);
  });
});
