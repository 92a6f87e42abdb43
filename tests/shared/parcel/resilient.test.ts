// A module that fails to load shows a fallback with Retry in its place (the rest of the page
// keeps working); Retry loads it again and mounts it where the fallback was.
import { fireEvent, getByRole, queryByRole } from '@testing-library/dom';
import type { AppProps } from 'single-spa';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resilientModule,
  type ModuleLifecycles,
  type MountProps,
} from '../../../src/shared/parcel/resilient';

type Props = MountProps & AppProps;
type Lifecycle = ModuleLifecycles['mount'] | undefined;

const call = async (lifecycle: Lifecycle, props: Props) => {
  for (const fn of lifecycle === undefined ? [] : [lifecycle].flat()) await fn(props);
};

/** A module that renders "Reports" into its element. */
function fakeModule() {
  const lifecycles = {
    bootstrap: vi.fn(async () => undefined),
    mount: vi.fn(async ({ domElement }: Props) => {
      domElement.innerHTML = '<p>Reports</p>';
    }),
    unmount: vi.fn(async ({ domElement }: Props) => {
      domElement.replaceChildren();
    }),
    update: vi.fn(async () => undefined),
  };
  return lifecycles;
}

let props: Props;
const el = () => props.domElement;
const fallback = () => queryByRole(el(), 'alert');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  props = {
    name: '@publisher-platform/reports',
    domElement: document.createElement('div'),
    singleSpa: {},
    mountParcel: vi.fn() as unknown as AppProps['mountParcel'],
  };
});

describe('resilientModule', () => {
  it('passes the lifecycles of a module that loads through', async () => {
    const real = fakeModule();
    const app = await resilientModule(() => Promise.resolve(real))();
    await call(app.bootstrap, props);
    await call(app.mount, props);
    expect(el().textContent).toBe('Reports');
    await call(app.update, props);
    expect(real.update).toHaveBeenCalledTimes(1);
    await call(app.unmount, props);
    expect(el().textContent).toBe('');
    await call(app.mount, props);
    expect(real.bootstrap).toHaveBeenCalledTimes(1);
    expect(real.mount).toHaveBeenCalledTimes(2);
  });

  it('mounts a fallback with Retry into the element when the load fails', async () => {
    const load = vi.fn(() => Promise.reject(new Error('500 from the CDN')));
    const app = await resilientModule(load)();
    await call(app.bootstrap, props);
    await call(app.mount, props);

    const alert = fallback();
    expect(alert).not.toBeNull();
    expect(alert?.textContent).toContain('This section could not be loaded');
    expect(getByRole(el(), 'button', { name: 'Retry' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on Retry and mounts the module in place', async () => {
    const real = fakeModule();
    const load = vi
      .fn<() => Promise<ModuleLifecycles>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const app = await resilientModule(load)();
    await call(app.mount, props);

    fireEvent.click(getByRole(el(), 'button', { name: 'Retry' }));
    expect(queryByRole(el(), 'status')).not.toBeNull();
    await vi.waitFor(() => expect(el().textContent).toBe('Reports'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.bootstrap).toHaveBeenCalledTimes(1);
    expect(fallback()).toBeNull();

    await call(app.unmount, props);
    expect(real.unmount).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback again when Retry fails too', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const app = await resilientModule(load)();
    await call(app.mount, props);
    fireEvent.click(getByRole(el(), 'button', { name: 'Retry' }));
    await vi.waitFor(() => expect(fallback()).not.toBeNull());
    fireEvent.click(getByRole(el(), 'button', { name: 'Retry' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(fallback()).not.toBeNull());
  });

  it('clears the fallback on unmount, and shows it again on the next mount without loading', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const app = await resilientModule(load)();
    await call(app.mount, props);
    await call(app.unmount, props);
    expect(el().childElementCount).toBe(0);
    await call(app.mount, props);
    expect(fallback()).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when a Retry finishes after the user navigated away', async () => {
    let arrive: (m: ModuleLifecycles) => void = () => undefined;
    const real = fakeModule();
    const load = vi
      .fn<() => Promise<ModuleLifecycles>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const app = await resilientModule(load)();
    await call(app.mount, props);
    fireEvent.click(getByRole(el(), 'button', { name: 'Retry' }));
    await call(app.unmount, props);
    arrive(real);
    await vi.waitFor(() => expect(real.bootstrap).toHaveBeenCalled());
    expect(real.mount).not.toHaveBeenCalled();
    expect(el().childElementCount).toBe(0);
  });
});
