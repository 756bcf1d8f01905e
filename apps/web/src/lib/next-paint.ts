/**
 * Runs `callback` once the browser has painted the next frame: in the task after that frame's
 * animation callbacks, so whatever was committed before the call is on screen by then.
 */
export function afterNextPaint(callback: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(callback, 0));
}
