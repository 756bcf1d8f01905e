/**
 * Runs `callback` once the browser has painted the next frame: in the task after that frame's
 * animation callbacks, so whatever was committed before the call is on screen by then.
 * Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
