import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/mock-kit/memory-storage';
import { createColorSchemeManager } from './color-scheme-manager';

describe('createColorSchemeManager', () => {
  it('the standalone app’s keeps the pick for the next load, per instance', () => {
    const storage = memoryStorage();
    const changes: string[] = [];
    createColorSchemeManager(storage, 'default', (scheme) => changes.push(scheme)).set('dark');
    expect(changes).toEqual(['dark']);
    // A reload: a new manager over the same storage.
    expect(createColorSchemeManager(storage, 'default').get('auto')).toBe('dark');
    expect(createColorSchemeManager(storage, 'other').get('auto')).toBe('auto');
  });

  it('ignores a stored value that is not a scheme, and storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem('ci-insights:color-scheme:default', 'purple');
    expect(createColorSchemeManager(storage, 'default').get('light')).toBe('light');
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    const manager = createColorSchemeManager(refusing, 'default');
    expect(() => manager.set('dark')).not.toThrow();
    // Kept in memory until reload.
    expect(manager.get('auto')).toBe('dark');
    expect(createColorSchemeManager(refusing, 'default').get('auto')).toBe('auto');
  });

  it('an embedded tab’s keeps nothing beyond the instance', () => {
    createColorSchemeManager(null, 'default').set('dark');
    expect(createColorSchemeManager(null, 'default').get('light')).toBe('light');
  });
});
