// @ts-check
/**
 * The order inside the window's code (docs/architecture.md, "The renderer"):
 * helpers < stores < feature hooks < components < the app, and among the
 * stores, each uses only the stores below it.
 */
import { layeringRule } from './layers.js'

/** src/renderer/src, bottom to top: folders, and the files at its root. */
export const RENDERER_LAYERS = [
  ['i18n', 'zodWithoutEval', 'env.d', 'assets.d'],
  ['lib', 'styles'],
  ['store'],
  ['hooks'],
  ['components'],
  ['App'],
  ['main'],
]

/** src/renderer/src/store, bottom to top: one file per store. */
export const STORE_LAYERS = [
  ['leaveGuard'],
  [
    'appInfo',
    'board',
    'commandRequests',
    'listSearch',
    'lock',
    'navigation',
    'outages',
    'requestCollections',
    'settings',
    'sidebar',
    'status',
    'updates',
  ],
  ['cli', 'clock', 'passwordPrompt', 'profileList'],
  ['catalog', 'demo', 'loginPasswords', 'profileActions', 'renewAll'],
  ['boardActions', 'checks', 'requestEditor'],
  ['events'],
  ['windowStart'],
]

export const rendererLayers = layeringRule({
  what: 'renderer',
  list: 'RENDERER_LAYERS in eslint/rendererLayers.js',
  root: 'src/renderer/src',
  layers: RENDERER_LAYERS,
  own: 'its own folder',
})

export const storeLayers = layeringRule({
  what: 'store',
  list: 'STORE_LAYERS in eslint/rendererLayers.js',
  root: 'src/renderer/src/store',
  layers: STORE_LAYERS,
  own: 'its own file',
})
