/** How long a hidden tab, which draws no frames, makes the work wait. */
const HIDDEN_TAB_WAIT_MS = 250;

/**
 * Runs `work` once the next frame has painted, so what a tap shows itself (the answer checked)
 * paints first and what merely follows from it (its toast, a read) does not hold that frame up:
 * the tap's INP (docs/PERFORMANCE.md "Long lists"). Runs once; in a hidden tab, which paints no
 * frames, after a short wait instead. Returns a cancel, for an effect's clean-up.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, HIDDEN_TAB_WAIT_MS);
  return () => {
    done = true;
  };
}
