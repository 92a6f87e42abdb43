// window.PublisherPlatform as a host page's script calls it: portal paths only, the known
// languages and themes only, and one unmount/mount at a time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHistory } from '../../../src/shared/routing/history';
import { createPublicApi } from '../../../src/shared/host/public-api';
import { getThemeMode } from '../../../src/shared/theme/theme';

// The history writes the browser's URL a moment later: its own location is read.
const here = () => getHistory().location.pathname + getHistory().location.search;
const lifecycle = () => ({ unmount: vi.fn(async () => undefined), mount: vi.fn() });

afterEach(() => getHistory().replace('/'));

describe('the host page API', () => {
  it('goes to portal paths, relative or absolute, and refuses any other URL', () => {
    const api = createPublicApi(lifecycle());
    api.navigate('offers?page=2');
    expect(here()).toBe('/publisher/offers?page=2');
    api.navigate('/publisher/balance');
    expect(here()).toBe('/publisher/balance');
    for (const bad of ['https://example.com/', '//example.com/x', 'javascript:alert(1)', '/admin'])
      expect(() => api.navigate(bad)).toThrow(TypeError);
    expect(here()).toBe('/publisher/balance');
  });

  it('takes the known themes and refuses others', () => {
    const api = createPublicApi(lifecycle());
    api.setTheme('dark');
    expect(getThemeMode()).toBe('dark');
    expect(() => api.setTheme('blue' as never)).toThrow('light, dark, system');
    expect(getThemeMode()).toBe('dark');
  });

  it('refuses a language the portal does not speak', async () => {
    await expect(createPublicApi(lifecycle()).setLanguage('de' as never)).rejects.toThrow(
      'en, ru, uk, zh',
    );
  });

  it('unmounts and mounts once each, in the order asked, however often it is asked', async () => {
    const steps = lifecycle();
    const api = createPublicApi(steps);
    const element = document.createElement('div');
    await Promise.all([api.mount(), api.unmount(), api.unmount(), api.mount(element), api.mount()]);
    expect(steps.unmount).toHaveBeenCalledTimes(1);
    expect(steps.mount).toHaveBeenCalledTimes(1);
    expect(steps.mount).toHaveBeenCalledWith(element);
    expect(Object.isFrozen(api)).toBe(true);
  });
});
