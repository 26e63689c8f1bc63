// @ts-check
/** The project's own lint rules, as the `local` plugin. */
import { coreLayers } from './coreLayers.js'
import { rendererLayers, storeLayers } from './rendererLayers.js'

export default {
  rules: {
    'core-layers': coreLayers,
    'renderer-layers': rendererLayers,
    'store-layers': storeLayers,
  },
}
