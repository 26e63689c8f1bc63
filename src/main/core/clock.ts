/** Wall-clock milliseconds; injected so time math is testable. */
export type Clock = () => number
