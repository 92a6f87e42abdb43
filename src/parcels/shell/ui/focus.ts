/** The focus ring of the UI kit's controls, for the shell's own links and buttons. */
export const FOCUS_RING =
  'pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background';
