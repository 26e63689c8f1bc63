// @ts-check
/** The project's own lint rules, as the `local` plugin. */
import { coreLayers } from './coreLayers.js'
import { noJsxLiterals } from './noJsxLiterals.js'
import { rendererLayers, storeLayers } from './rendererLayers.js'

export default {
  rules: {
    'core-layers': coreLayers,
    'no-jsx-literals': noJsxLiterals,
    'renderer-layers': rendererLayers,
    'store-layers': storeLayers,
  },
}
