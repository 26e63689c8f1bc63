// @ts-check
/** The order of layers inside src/main/core (docs/architecture.md). */
import { layeringRule } from './layers.js'

/** Bottom to top. */
export const CORE_LAYERS = [
  ['util', 'clock', 'events', 'clipboard', 'contentSecurityPolicy', 'i18n'],
  ['userConfirmation', 'storage'],
  ['protocol', 'clipboardGuard'],
  ['secrets', 'settings', 'log'],
  ['profiles'],
  ['tokens', 'connections'],
  ['requests', 'transfer', 'demo', 'cli', 'updates', 'lock', 'window', 'menu', 'links'],
  ['catalog'],
  ['data', 'diagnostics', 'ipc'],
  ['desktop'],
  ['createCore'],
]

export const coreLayers = layeringRule({
  what: 'core',
  list: 'CORE_LAYERS in eslint/coreLayers.js',
  root: 'src/main/core',
  layers: CORE_LAYERS,
  own: 'its own folder',
})
