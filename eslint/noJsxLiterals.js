// @ts-check
/**
 * Words the window shows go through the catalogs (src/renderer/src/i18n),
 * never as literals in JSX: text between tags, or a string given to an
 * attribute a person reads or hears. Symbols alone (·, —, ★, ▲, …) and
 * whitespace are not words; class names, ids, roles and other
 * machine-read attributes are not checked.
 */

/** Attributes whose value is shown or spoken. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'panel',
])

/** Two letters in a row: a word, in any script. */
const WORD = /\p{L}\p{L}/u

/** @type {import('eslint').Rule.RuleModule} */
export const noJsxLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Words in JSX come from the i18n catalogs' },
    schema: [],
    messages: {
      text: 'Text “{{text}}” in JSX: put it in the catalog (src/renderer/src/i18n/en and de) and render t(…).',
      attribute:
        '{{name}}="{{text}}": put it in the catalog (src/renderer/src/i18n/en and de) and pass t(…).',
    },
  },
  create(context) {
    /** @param {string} text */
    const short = (text) => {
      const one = text.trim().replace(/\s+/g, ' ')
      return one.length > 40 ? `${one.slice(0, 39)}…` : one
    }
    /** A string literal or a template without expressions, as its text; null for anything else. */
    const literalText = (/** @type {any} */ node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
      if (node?.type === 'TemplateLiteral')
        return node.quasis.map((/** @type {any} */ q) => q.value.cooked ?? '').join(' ')
      return null
    }
    return {
      JSXText(node) {
        const text = /** @type {any} */ (node).value
        if (WORD.test(text))
          context.report({ node, messageId: 'text', data: { text: short(text) } })
      },
      JSXExpressionContainer(node) {
        // {'Some words'} or {`Some ${x} words`} as a child.
        if (/** @type {any} */ (node).parent?.type === 'JSXAttribute') return
        const text = literalText(node.expression)
        if (text !== null && WORD.test(text))
          context.report({ node, messageId: 'text', data: { text: short(text) } })
      },
      JSXAttribute(node) {
        const attribute = /** @type {any} */ (node)
        const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : ''
        if (!READ_ATTRIBUTES.has(name)) return
        const value =
          attribute.value?.type === 'JSXExpressionContainer'
            ? attribute.value.expression
            : attribute.value
        const text = literalText(value)
        if (text !== null && WORD.test(text))
          context.report({ node, messageId: 'attribute', data: { name, text: short(text) } })
      },
    }
  },
}
