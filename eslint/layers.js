// @ts-check
/**
 * An order of layers over one folder, after VS Code's code-layering rule:
 * one declarative list, checked on every relative import, with an error
 * that names what the importing layer may use. A unit (a sub-folder, or a
 * file directly in the folder, named without its extension) belongs to one
 * layer; it may import itself and any lower layer, never a peer or a higher
 * one. Imports that leave the folder are other rules' business.
 */
import { dirname, relative, resolve, sep } from 'node:path'

/** The unit of a path inside the root: its first folder, or its file name without extension. */
function unitOf(pathInRoot) {
  const [first = ''] = pathInRoot.split(sep)
  return first.replace(/\.[^.]+$/, '')
}

/**
 * @param {{
 *   what: string,
 *   list: string,
 *   root: string,
 *   layers: string[][],
 *   own: string,
 * }} options `what` names the layers in messages ("core"), `list` the
 *   constant to edit, `root` the folder (relative to the working directory),
 *   `own` what a unit may always import ("its own folder").
 * @returns {import('eslint').Rule.RuleModule}
 */
export function layeringRule({ what, list, root: defaultRoot, layers, own }) {
  const layerOf = (unit) => layers.findIndex((units) => units.includes(unit))
  const title = what[0].toUpperCase() + what.slice(1)
  return {
    meta: {
      type: 'problem',
      docs: { description: `Imports inside ${defaultRoot} follow the order of ${what} layers` },
      schema: [
        { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
      ],
      messages: {
        upward: `{{from}} (layer {{fromLayer}}) may not import {{to}} (layer {{toLayer}}). ${title} layers, bottom to top: {{order}}. {{from}} may use ${own} and: {{allowed}}.`,
        unknown: `{{unit}} is in no ${what} layer: add it to ${list} (and to docs/architecture.md).`,
      },
    },
    create(context) {
      const root = resolve(context.cwd, context.options[0]?.root ?? defaultRoot)
      const file = context.physicalFilename
      const inRoot = relative(root, file)
      if (inRoot.startsWith('..')) return {}
      const from = unitOf(inRoot)
      const fromLayer = layerOf(from)
      const order = layers.map((units) => units.join(', ')).join(' < ')
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
              allowed: layers.slice(0, Math.max(0, fromLayer)).flat().join(', ') || 'nothing else',
            },
          })
        },
      }
    },
  }
}
