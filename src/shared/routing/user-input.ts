// Whether the visitor has pressed a key or a pointer in this page yet. Before that, work is
// scheduled for a good first load (drawn in slices React can interrupt); after it, a screen the
// visitor asked for is drawn in one go, which reaches the screen sooner than a sliced render.
let interacted = false;
let listening = false;

function markInteracted(): void {
  interacted = true;
  window.removeEventListener('pointerdown', markInteracted, true);
  window.removeEventListener('keydown', markInteracted, true);
}

/** Starts listening for the first input; every parcel mount calls it, the first one counts. */
export function watchUserInput(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', markInteracted, options);
  window.addEventListener('keydown', markInteracted, options);
}

export function hasUserInteracted(): boolean {
  return interacted;
}
