// Loading a module can fail (network, a 500 from the CDN). single-spa's LOAD_ERROR is not caught
// reliably in every setup (single-spa#1096), so the loading function never rejects: it returns
// proxy lifecycles that mount either the real module or a fallback with a Retry button, which
// loads the module again and mounts it in place while the rest of the page keeps working.
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
  load: (attempt: number) => Promise<ModuleLifecycles>,
): () => Promise<ModuleLifecycles> {
  return async () => {
    let attempt = 0;
    let inner: ModuleLifecycles | null = null;
    let bootstrapped = false;
    let innerMounted = false;
    let active = false;
    // SystemJS keeps a failed chunk failed: when the entry arrived but a chunk it needs did not,
    // only a page load can fetch that chunk again.
    let entryLoaded = false;
    // After a failed load the fallback shows at once; only Retry loads again.
    let failed = false;

    const ensure = async (props: Props): Promise<boolean> => {
      if (!inner && failed) return false;
      try {
        inner ??= await load(attempt++);
        entryLoaded = true;
        if (!bootstrapped) await run(inner.bootstrap, props);
        bootstrapped = true;
        return true;
      } catch (error) {
        console.error(`[publisher-platform] ${props.name} could not be loaded`, error);
        inner = null;
        failed = true;
        return false;
      }
    };

    const mountOrFallback = async (props: Props): Promise<void> => {
      if ((await ensure(props)) && inner && active) {
        await run(inner.mount, props);
        innerMounted = true;
      } else if (active) {
        renderLoadFallback(props.domElement, () => {
          if (entryLoaded) return window.location.reload();
          failed = false;
          renderLoading(props.domElement);
          void mountOrFallback(props);
        });
      }
    };

    inner = await load(attempt++).catch((error: unknown) => {
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
