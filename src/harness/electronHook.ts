import { registerHooks } from 'node:module'
import { pathToFileURL } from 'node:url'

const standIn = pathToFileURL(`${import.meta.dirname}/electron/index.ts`).href

/**
 * Makes `import … from 'electron'` — in the app's built main entry and in
 * libraries such as electron-store — load the stand-in. Nothing else is
 * redirected: every other module is the app's own.
 */
export function useElectronStandIn(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'electron') return { url: standIn, shortCircuit: true }
      return nextResolve(specifier, context)
    },
  })
}
