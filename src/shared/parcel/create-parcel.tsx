// The one way a parcel becomes single-spa lifecycles: a React root (with an error boundary so a
// crashing parcel never takes the frame down), the shared QueryClient, and before
// the first mount its stylesheet, shared's stylesheets, its messages for the current language and
// (unless it opts out) TanStack Query.
import type { ComponentType } from 'react';
import { ensureStylesheet } from '../dom/stylesheets';
import { registerKitMessages, registerMessages, type MessageLoaders } from '../i18n';
import { getLoadedQueryModule, loadQueryModule } from '../query';
import { ensureKitStyles, ensureSharedStyles } from '../styles';
import type { MountProps, ModuleLifecycles } from './resilient';
import { FailurePanel } from './failure-panel';
import { reactLifecycles } from './react-lifecycles';

export interface ParcelDefinition<P extends object> {
  name: string;
  App: ComponentType<P & MountProps>;
  stylesheet: string;
  messages: MessageLoaders;
  /** Wrap in the shared QueryClient (default). The auth parcel does without it. */
  queries?: boolean;
}

export function createParcel<P extends object = object>(
  definition: ParcelDefinition<P>,
): ModuleLifecycles {
  const { App, queries = true } = definition;
  const lifecycles = reactLifecycles({
    render: (props) => {
      const app = <App {...(props as unknown as P & MountProps)} />;
      const query = queries ? getLoadedQueryModule() : null;
      return query ? (
        <query.QueryClientProvider client={query.queryClient}>{app}</query.QueryClientProvider>
      ) : (
        app
      );
    },
    fallback: (error, retry) => (
      <FailurePanel error={error} onRetry={retry} what="a parcel crashed" slot="parcel-crashed" />
    ),
  });
  return {
    bootstrap: [
      () =>
        Promise.all([
          ensureSharedStyles(),
          ensureKitStyles(),
          ensureStylesheet(definition.stylesheet),
          registerMessages(definition.name, definition.messages),
          registerKitMessages(),
          queries ? loadQueryModule() : null,
        ]),
      lifecycles.bootstrap,
    ],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  } as ModuleLifecycles;
}
