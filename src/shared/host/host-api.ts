// The host page's side of a running portal: window.PublisherPlatform and the DOM events.
import { sendHostEvents } from './host-events';
import { createPublicApi, publishApi } from './public-api';

export function publishHostApi(root: HTMLElement): void {
  publishApi(createPublicApi(), root);
  sendHostEvents(root);
}
