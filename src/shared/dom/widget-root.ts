// The widget root is the element carrying [data-publisher-platform]; all widget DOM (parcels,
// portals, toasts) lives inside it so scoped CSS applies and the host page stays untouched.
export const WIDGET_ROOT_ATTRIBUTE = 'data-publisher-platform';

let root: HTMLElement | null = null;

export function setWidgetRoot(element: HTMLElement): void {
  root = element;
}

export function getWidgetRoot(): HTMLElement {
  if (!root) {
    root =
      document.querySelector<HTMLElement>(`[${WIDGET_ROOT_ATTRIBUTE}]`) ??
      document.body.appendChild(document.createElement('div'));
    root.setAttribute(WIDGET_ROOT_ATTRIBUTE, '');
  }
  return root;
}

/** A named container directly inside the widget root, created on first use. */
export function getWidgetContainer(name: string): HTMLElement {
  const widget = getWidgetRoot();
  let element = widget.querySelector<HTMLElement>(`:scope > [data-pp-container="${name}"]`);
  if (!element) {
    element = document.createElement('div');
    element.setAttribute('data-pp-container', name);
    widget.appendChild(element);
  }
  return element;
}

/** Where every Radix portal renders (never document.body). */
export const getPortalContainer = (): HTMLElement => getWidgetContainer('portals');
