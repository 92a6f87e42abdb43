// Loading a module can fail (network, a 500 from the CDN). single-spa's LOAD_ERROR is not caught
// reliably in every setup, so the loading function never rejects: it returns proxy lifecycles
// that mount either the real module or a fallback with a Retry button, which loads the module
// again and mounts it in place while the rest of the page keeps working.
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { renderLoadFallback, renderLoading } from './fallback';

export interface MountProps {
  domElement: HTMLElement;
  [key: string]: unknown;
}
type Props = MountProps & AppProps;
type Lifecycle = LifeCycleFn<MountProps> | LifeCycleFn<MountProps>[] | undefined;
export type ModuleLifecycles = LifeCycles<MountProps>;

async function run(lifecycle: Lifecycle, props: Props): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [])
    await fn(props);
}

export function resilientModule(
  load: () => Promise<ModuleLifecycles>,
): () => Promise<ModuleLifecycles> {
  return async () => {
    let inner: ModuleLifecycles | null = null;
    let bootstrapped = false;
    let innerMounted = false;
    let active = false;
    // After a failed load the fallback shows at once; only Retry loads again.
    let failed = false;

    const ensure = async (props: Props): Promise<boolean> => {
      if (!inner && failed) return false;
      try {
        inner ??= await load();
        if (!bootstrapped) await run(inner.bootstrap, props);
        bootstrapped = true;
        return true;
      } catch (error) {
        console.error(`[publisher-platform] ${props.name} could not be loaded`, error);
        failed = true;
        return false;
      }
    };

    const mountOrFallback = async (props: Props): Promise<void> => {
      if ((await ensure(props)) && inner && active) {
        try {
          await run(inner.mount, props);
          innerMounted = true;
          return;
        } catch (error) {
          console.error(`[publisher-platform] ${props.name} could not be mounted`, error);
        }
      }
      if (!active) return;
      // Retry loads in place what failed (the loader forgets a failed file, so it is asked for
      // again): the module, a file it imports, its messages or its stylesheet.
      renderLoadFallback(props.domElement, () => {
        failed = false;
        renderLoading(props.domElement);
        void mountOrFallback(props);
      });
    };

    inner = await load().catch((error: unknown) => {
      console.error('[publisher-platform] a module could not be loaded', error);
      failed = true;
      return null;
    });
    return {
      bootstrap: async () => undefined,
      mount: async (props) => {
        active = true;
        await mountOrFallback(props);
      },
      unmount: async (props) => {
        active = false;
        if (innerMounted && inner) await run(inner.unmount, props);
        else props.domElement.replaceChildren();
        innerMounted = false;
      },
      update: async (props) => {
        if (innerMounted && inner?.update) await run(inner.update, props);
      },
    };
  };
}
