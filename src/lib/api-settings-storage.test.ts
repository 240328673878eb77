import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/mock-kit/memory-storage';
import { loadApiSettings, saveApiSettings } from './api-settings-storage';

const SETTINGS = { baseUrl: 'https://api.example.com/v1', token: 'secret-token' };
const everything = (storage: Storage) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: storage.length }, (_, i) => [storage.key(i), storage.getItem(storage.key(i)!)])));

describe('API settings storage', () => {
  it('keeps the token for the session only unless asked to remember it', () => {
    const stores = { session: memoryStorage(), device: memoryStorage() };
    saveApiSettings(stores, 'default', SETTINGS, false);
    expect(everything(stores.device)).not.toContain('secret-token');
    expect(loadApiSettings(stores, 'default')).toEqual({ settings: SETTINGS, remembered: false });
    // A new session (the tab closed): nothing left.
    expect(loadApiSettings({ session: memoryStorage(), device: stores.device }, 'default')).toEqual({ settings: {}, remembered: false });
  });

  it('"Remember on this device" keeps it in the device storage, for later sessions too', () => {
    const stores = { session: memoryStorage(), device: memoryStorage() };
    saveApiSettings(stores, 'default', SETTINGS, true);
    expect(everything(stores.session)).not.toContain('secret-token');
    expect(loadApiSettings({ session: memoryStorage(), device: stores.device }, 'default')).toEqual({
      settings: SETTINGS,
      remembered: true,
    });
  });

  it('unticking it removes the token from the device', () => {
    const stores = { session: memoryStorage(), device: memoryStorage() };
    saveApiSettings(stores, 'default', SETTINGS, true);
    saveApiSettings(stores, 'default', SETTINGS, false);
    expect(stores.device.length).toBe(0);
    expect(loadApiSettings(stores, 'default').remembered).toBe(false);
  });

  it('keeps instances apart, and without a device storage never remembers', () => {
    const session = memoryStorage();
    saveApiSettings({ session }, 'acme/checkout', SETTINGS, true);
    expect(loadApiSettings({ session }, 'acme/checkout')).toEqual({ settings: SETTINGS, remembered: false });
    expect(loadApiSettings({ session }, 'acme/docs-site')).toEqual({ settings: {}, remembered: false });
  });

  it('ignores what it cannot read, and storage that refuses to write', () => {
    const session = memoryStorage();
    session.setItem('ci-insights:api-settings:default', '{not json');
    expect(loadApiSettings({ session }, 'default')).toEqual({ settings: {}, remembered: false });
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => saveApiSettings({ session: refusing }, 'default', SETTINGS, false)).not.toThrow();
  });
});
