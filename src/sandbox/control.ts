import { checkFaultRule, checkLatency, checkLifetime } from './faults'
import type { FaultRule } from './faults'
import { checkObject, show } from './check'
import { checkHost } from './hosts'
import type { HostKind } from './hosts'

/** Not in the spec: the sandbox's own switches, for trying a client by hand (curl). */
export const controlPaths = {
  fault: '/__sandbox/fault',
  latency: '/__sandbox/latency',
  lifetime: '/__sandbox/lifetime',
} as const
export const isControlPath = (path: string): boolean => path.startsWith('/__sandbox/')

export interface Controls {
  setFault(rule: FaultRule | null): void
  setLatency(ms: number, host?: HostKind): void
  setLifetime(ms: number): void
}

export interface ControlReply {
  status: number
  /** undefined: no body (204). */
  body?: unknown
  headers?: Record<string, string>
}

function apply(path: string, value: unknown, controls: Controls): void {
  switch (path) {
    case controlPaths.fault:
      controls.setFault(checkFaultRule(value))
      return
    case controlPaths.latency: {
      const { ms, host } = checkObject(value, 'latency body', ['ms', 'host'])
      controls.setLatency(checkLatency(ms), host === undefined ? undefined : checkHost(host))
      return
    }
    case controlPaths.lifetime:
      controls.setLifetime(checkLifetime(checkObject(value, 'lifetime body', ['ms']).ms))
      return
  }
}

/** Everything is checked before anything changes, so a 400 leaves the sandbox as it was. */
export function control(
  method: string,
  path: string,
  body: string,
  controls: Controls,
): ControlReply {
  if (!Object.values<string>(controlPaths).includes(path)) {
    return { status: 404, body: { error: 'Not found' } }
  }
  if (method !== 'POST') {
    return { status: 405, body: { error: 'Method not allowed' }, headers: { Allow: 'POST' } }
  }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { status: 400, body: { error: `Body must be JSON, got ${show(body)}` } }
  }
  try {
    apply(path, value, controls)
  } catch (error) {
    if (!(error instanceof TypeError || error instanceof RangeError)) throw error
    return { status: 400, body: { error: error.message } }
  }
  return { status: 204 }
}
