/**
 * The one keyboard-focus ring of the widget: every control of the kit and every link or button a
 * module styles itself uses it, so focus looks the same everywhere and is visible on both themes.
 */
export const FOCUS_RING =
  'pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background';
