import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const component = 'src/renderer/src/components/Anything.tsx'

/** What local/no-jsx-literals says of `code` in a component. */
async function literals(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: component })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'local/no-jsx-literals')
    .map((m) => m.message)
}

// Loading the config and the TypeScript parser takes a few seconds on a busy machine.
describe('words in JSX come from the catalogs', { timeout: 60_000 }, () => {
  it('flags text between tags, in braces, and read attributes', async () => {
    expect(
      await literals(
        [
          'export const A = () => (',
          '  <section aria-label="Profiles" title={"Open it"} placeholder={`Type a name`}>',
          '    <h1>Board</h1>',
          "    {'Renew all'}",
          '    <img alt="Token Desk" />',
          '    <p>Für alle</p>',
          '  </section>',
          ')',
        ].join('\n'),
      ),
    ).toEqual([
      expect.stringMatching(/^aria-label="Profiles"/),
      expect.stringMatching(/^title="Open it"/),
      expect.stringMatching(/^placeholder="Type a name"/),
      expect.stringMatching(/^Text “Board”/),
      expect.stringMatching(/^Text “Renew all”/),
      expect.stringMatching(/^alt="Token Desk"/),
      // Any script: a German word is a word too.
      expect.stringMatching(/^Text “Für alle”/),
    ])
  })

  it('lets through messages, symbols and machine-read attributes', async () => {
    expect(
      await literals(
        [
          "import { useT } from '../i18n'",
          'export function A({ n }: { n: number }) {',
          "  const t = useT('board')",
          '  return (',
          '    <section className="board-head" role="grid" data-query="abc" id="x-y">',
          "      <h1 title={t('title')}>{t('title')}</h1>",
          '      <span aria-hidden="true">★ · — ▲ {n}</span>',
          "      {' · '}",
          '    </section>',
          '  )',
          '}',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})
