// The fallback shown where a module could not be loaded: plain DOM (it must work even when
// React itself failed to arrive), translated, with a Retry button.
import { t } from '../i18n';

export function renderLoadFallback(container: HTMLElement, onRetry: () => void): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.setAttribute('data-slot', 'load-fallback');
  box.className =
    'pp:m-6 pp:flex pp:flex-col pp:items-start pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-6 pp:text-card-foreground';
  const title = document.createElement('h2');
  title.className = 'pp:text-lg pp:font-semibold';
  title.textContent = t('shared.parcel.failed.title');
  const text = document.createElement('p');
  text.className = 'pp:text-muted-foreground';
  text.textContent = t('shared.parcel.failed.text');
  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'pp:cursor-pointer pp:rounded-md pp:bg-primary pp:px-4 pp:py-2 pp:font-medium pp:text-primary-foreground';
  button.textContent = t('shared.parcel.retry');
  button.addEventListener('click', onRetry, { once: true });
  box.append(title, text, button);
  container.replaceChildren(box);
}

export function renderLoading(container: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.setAttribute('aria-busy', 'true');
  box.className = 'pp:m-6 pp:h-32 pp:animate-pulse pp:rounded-lg pp:bg-muted';
  const label = document.createElement('span');
  label.className = 'pp:sr-only';
  label.textContent = t('shared.loading');
  box.append(label);
  container.replaceChildren(box);
}
