/**
 * Names the window gives its first meaningful text for the Element Timing
 * API (https://w3c.github.io/element-timing/): the browser records when each
 * such element's text was first painted, and anyone may read it later with
 * a buffered PerformanceObserver, without watching the start as it happens
 * (the start benchmark reads them so, bench/ui.bench.ts). Recording costs
 * the page nothing it would notice: one entry per element's first paint.
 */
export const ELEMENT_TIMING = {
  /** The sidebar's title: the app shell is on screen. */
  shell: 'app-shell',
  /** A profile row's name: the list is on screen. */
  profileRow: 'profile-row',
} as const
