// Uncaught errors and rejections that come from the bundle's own files are reported; the host
// page's own are its business. API failures and files that failed to load are reported where
// they fail (the API client, the chunk loader), not a second time here.
import { ApiError } from '../api/errors';
import { isChunkLoadError } from '../parcel/chunk';
import { reportError } from './reporter';

// The bundle's folder: this module sits in its shared/ folder. (Through a variable, so no build
// tool mistakes this for an asset reference and rewrites it.)
const HERE = import.meta.url;
const BUNDLE = new URL('..', HERE).href;
const fromBundle = (...texts: unknown[]) =>
  texts.some((text) => typeof text === 'string' && text.includes(BUNDLE));

export function watchUncaught(target: Window = window): void {
  target.addEventListener('error', (event) => {
    const error: unknown = event.error;
    if (fromBundle(event.filename, (error as Error | null)?.stack))
      void reportError(error ?? event.message, 'uncaught');
  });
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof ApiError || isChunkLoadError(reason)) return;
    if (fromBundle((reason as Error | null)?.stack)) void reportError(reason, 'rejection');
  });
}
