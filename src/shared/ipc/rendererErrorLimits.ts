/**
 * Longest accepted field of a RendererError; the page cuts to these before
 * sending. Apart from the contract: the window imports it, and importing the
 * contract would build every call's schema in the window at its start.
 */
export const rendererErrorLimits = {
  panel: 100,
  name: 200,
  message: 2000,
  stack: 20_000,
  componentStack: 20_000,
} as const
