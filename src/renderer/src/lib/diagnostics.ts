import type { RendererError } from '../../../shared/ipc/contract'
import { rendererErrorLimits } from '../../../shared/ipc/rendererErrorLimits'

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

/** What the page knows about a failure in one panel, cut to what main accepts. */
export function rendererErrorOf(
  panel: string,
  error: Error,
  componentStack: string | null,
): RendererError {
  const { stack } = error
  return {
    panel: cut(panel, rendererErrorLimits.panel),
    name: cut(error.name || 'Error', rendererErrorLimits.name),
    message: cut(error.message, rendererErrorLimits.message),
    ...(stack ? { stack: cut(stack, rendererErrorLimits.stack) } : {}),
    ...(componentStack
      ? { componentStack: cut(componentStack, rendererErrorLimits.componentStack) }
      : {}),
  }
}
