// The one way a parcel becomes single-spa lifecycles: React via single-spa-react (with an error
// boundary so a crashing parcel never takes the frame down), the shared QueryClient, and before
// the first mount its stylesheet, shared's stylesheet, its messages for the current language and
// (unless it opts out) TanStack Query.
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ensureStylesheet } from '../dom/stylesheets';
import { registerMessages, type MessageLoaders } from '../i18n';
import { getLoadedQueryModule, loadQueryModule } from '../query';
import { ensureSharedStyles } from '../styles';
import type { MountProps, ModuleLifecycles } from './resilient';
import { ParcelCrashed } from './parcel-crashed';

export interface ParcelDefinition<P extends object> {
  name: string;
  App: ComponentType<P & MountProps>;
  stylesheet: string;
  messages: MessageLoaders;
  /** Wrap in the shared QueryClient (default). The auth parcel does without it. */
  queries?: boolean;
}

// A parcel renders as a transition, so React yields to the browser every few milliseconds
// instead of blocking the main thread for the whole first screen (total blocking time).
const yieldingClient = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container, {
      // React re-rendered after a failed concurrent render and the page is fine: log it for the
      // developer with its cause instead of React's default, an uncaught error on the host page.
      onRecoverableError: (error, info) =>
        console.error(
          '[publisher-platform] recovered from a render error',
          error instanceof Error && error.cause !== undefined ? error.cause : error,
          info.componentStack,
        ),
    });
    return {
      render: (node: ReactNode) => startTransition(() => root.render(node)),
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

export function createParcel<P extends object = object>(
  definition: ParcelDefinition<P>,
): ModuleLifecycles {
  const { App, queries = true } = definition;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: yieldingClient,
    renderType: 'createRoot',
    rootComponent: (props) => {
      const app = <App {...(props as unknown as P & MountProps)} />;
      const query = queries ? getLoadedQueryModule() : null;
      return query ? (
        <query.QueryClientProvider client={query.queryClient}>{app}</query.QueryClientProvider>
      ) : (
        app
      );
    },
    errorBoundary: (error) => <ParcelCrashed error={error} />,
    domElementGetter: (props) => (props as unknown as MountProps).domElement,
  });
  return {
    bootstrap: [
      () =>
        Promise.all([
          ensureSharedStyles(),
          ensureStylesheet(definition.stylesheet),
          registerMessages(definition.name, definition.messages),
          queries ? loadQueryModule() : null,
        ]),
      lifecycles.bootstrap,
    ],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
  } as ModuleLifecycles;
}
