import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';
import { createInMemoryColorSchemeManager, createStoredColorSchemeManager } from './color-scheme-manager';

describe('colour scheme managers', () => {
  it('the standalone app’s keeps the pick for the next load, per instance', () => {
    const storage = memoryStorage();
    const changes: string[] = [];
    createStoredColorSchemeManager(storage, 'default', (scheme) => changes.push(scheme)).set('dark');
    expect(changes).toEqual(['dark']);
    // A reload: a new manager over the same storage.
    expect(createStoredColorSchemeManager(storage, 'default').get('auto')).toBe('dark');
    expect(createStoredColorSchemeManager(storage, 'other').get('auto')).toBe('auto');
  });

  it('ignores a stored value that is not a scheme, and storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem('ci-insights:color-scheme:default', 'purple');
    expect(createStoredColorSchemeManager(storage, 'default').get('light')).toBe('light');
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    const manager = createStoredColorSchemeManager(refusing, 'default');
    expect(() => manager.set('dark')).not.toThrow();
    expect(manager.get('auto')).toBe('auto');
  });

  it('an embedded tab’s keeps nothing beyond the instance', () => {
    createInMemoryColorSchemeManager().set('dark');
    expect(createInMemoryColorSchemeManager().get('light')).toBe('light');
  });
});
