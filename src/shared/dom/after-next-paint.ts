/**
 * Runs `task` once the browser has painted the next frame (or after `latest` ms in a tab that
 * paints no frames), so work that the new screen does not need waits until it is on screen.
 * Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void, latest = 500): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, latest);
  return () => {
    done = true;
  };
}
