// @ts-check
/**
 * The order of layers inside src/main/core, after VS Code's code-layering
 * rule: one declarative list, checked on every relative import, with an
 * error that names what the importing layer may use. A folder (or a file at
 * the core's root) belongs to one layer; it may import its own folder and
 * any lower layer, never a peer or a higher one.
 */
import { dirname, relative, resolve, sep } from 'node:path'

/** Bottom to top. */
export const CORE_LAYERS = [
  ['util', 'clock', 'events', 'clipboard', 'userConfirmation', 'contentSecurityPolicy'],
  ['storage'],
  ['protocol', 'clipboardGuard'],
  ['secrets', 'settings', 'log'],
  ['profiles'],
  ['tokens', 'connections'],
  ['requests', 'transfer', 'demo', 'cli', 'updates', 'lock', 'window', 'menu'],
  ['data', 'diagnostics', 'ipc'],
  ['desktop'],
  ['createCore'],
]

/** The unit of a path inside core: its first folder, or its file name without extension. */
function unitOf(pathInCore) {
  const [first = ''] = pathInCore.split(sep)
  return first.replace(/\.tsx?$/, '')
}

const layerOf = (unit) => CORE_LAYERS.findIndex((units) => units.includes(unit))

/** @type {import('eslint').Rule.RuleModule} */
export const coreLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports inside src/main/core follow the order of layers' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      upward:
        '{{from}} (layer {{fromLayer}}) may not import {{to}} (layer {{toLayer}}). Core layers, bottom to top: {{order}}. {{from}} may use its own folder and: {{allowed}}.',
      unknown:
        '{{unit}} is in no core layer: add it to CORE_LAYERS in eslint/coreLayers.js (and to docs/architecture.md).',
    },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]?.root ?? 'src/main/core')
    const file = context.physicalFilename
    const inCore = relative(root, file)
    if (inCore.startsWith('..')) return {}
    const from = unitOf(inCore)
    const fromLayer = layerOf(from)
    const order = CORE_LAYERS.map((units) => units.join(', ')).join(' < ')
    return {
      Program(node) {
        if (fromLayer < 0) context.report({ node, messageId: 'unknown', data: { unit: from } })
      },
      ImportDeclaration(node) {
        const source = String(node.source.value)
        if (!source.startsWith('.')) return
        const target = relative(root, resolve(dirname(file), source))
        if (target.startsWith('..')) return
        const to = unitOf(target)
        if (to === from) return
        const toLayer = layerOf(to)
        if (toLayer >= 0 && toLayer < fromLayer) return
        context.report({
          node,
          messageId: 'upward',
          data: {
            from,
            to,
            fromLayer: String(fromLayer + 1),
            toLayer: toLayer < 0 ? '?' : String(toLayer + 1),
            order,
            allowed:
              CORE_LAYERS.slice(0, Math.max(0, fromLayer)).flat().join(', ') || 'nothing else',
          },
        })
      },
    }
  },
}

export default { rules: { 'core-layers': coreLayers } }
