import { describe, expect, it } from 'vitest';
import {
  activeHealthTab,
  DEFAULT_HEALTH_FILTER,
  HEALTH_TAB_ORDER,
  healthFilterOf,
  normalizeHealthList,
  withHealthTab,
} from './health-tabs';

describe('health tabs', () => {
  it('opens on flaky and broken, and lists Unhealthy first and All last', () => {
    expect(DEFAULT_HEALTH_FILTER).toEqual(['flaky', 'broken']);
    expect(HEALTH_TAB_ORDER).toEqual(['unhealthy', 'flaky', 'broken', 'healthy', 'all']);
  });

  it('maps every tab to its filter and back', () => {
    for (const tab of HEALTH_TAB_ORDER) expect(activeHealthTab({ health: healthFilterOf(tab) })).toBe(tab);
  });

  it('reads flaky and broken in either order as Unhealthy', () => {
    expect(activeHealthTab({ health: ['broken', 'flaky'] })).toBe('unhealthy');
    expect(normalizeHealthList(['broken', 'flaky', 'broken'])).toEqual(['flaky', 'broken']);
  });

  it('has no tab for an exclusion or for healthy with one other health', () => {
    expect(activeHealthTab({ notHealth: ['healthy'] })).toBeNull();
    expect(activeHealthTab({ health: ['healthy', 'broken'] })).toBeNull();
  });

  it('drops a health exclusion when a tab is chosen', () => {
    expect(withHealthTab({ health: ['healthy'], notHealth: ['flaky'], sort: 'x' }, 'all')).toEqual({
      health: [],
      notHealth: [],
      sort: 'x',
    });
  });
});
