import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The messages one rule of the project's own ESLint config gives on `code`, as if it were in `file`. */
async function messages(file: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message)
}

const restricted = (file: string, code: string) => messages(file, code, 'no-restricted-imports')
const rendererLayers = (file: string, code: string) => messages(file, code, 'local/renderer-layers')
const storeLayers = (file: string, code: string) => messages(file, code, 'local/store-layers')

const components = 'src/renderer/src/components/Anything.tsx'
const store = 'src/renderer/src/store/anything.ts'
const apiImport = "import { call } from '../lib/api'\nvoid call\n"

// Loading the config and the TypeScript parser takes a few seconds on a busy machine.
describe('the renderer’s layering rules', { timeout: 60_000 }, () => {
  it('keeps IPC out of components: they call stores and hooks', async () => {
    expect(await restricted(components, apiImport)).toEqual([
      expect.stringMatching(
        /import is restricted .*\. Only stores .* and feature hooks .* call main/,
      ),
    ])
    expect(
      await messages(components, 'void window.tokenDesk.appInfo()\n', 'no-restricted-syntax'),
    ).toEqual([expect.stringMatching(/^Only stores .* call main/)])
    // Helpers too: lib/diagnostics used to call main itself.
    expect(
      await restricted('src/renderer/src/lib/x.ts', "import { call } from './api'\nvoid call\n"),
    ).toEqual([expect.stringMatching(/Only stores/)])
  })

  it('lets stores and feature hooks call main', async () => {
    expect(await restricted(store, apiImport)).toEqual([])
    expect(await restricted('src/renderer/src/hooks/useAnything.ts', apiImport)).toEqual([])
  })

  it('lets the window take only types from the IPC contract', async () => {
    const contract = (code: string) =>
      messages('src/renderer/src/lib/x.ts', code, '@typescript-eslint/no-restricted-imports')
    // lib/diagnostics took a constant from it, and the window built every call's schema at start.
    expect(
      await contract("import { contract } from '../../../shared/ipc/contract'\nvoid contract\n"),
    ).toEqual([expect.stringMatching(/only types from the IPC contract/)])
    expect(
      await contract(
        "import type { RendererError } from '../../../shared/ipc/contract'\nexport type E = RendererError\n",
      ),
    ).toEqual([])
  })

  it('fails a store that imports a component or a hook, naming the layers allowed', async () => {
    const upward = "import { ErrorPanel } from '../components/ErrorPanel'\nvoid ErrorPanel\n"
    expect(await rendererLayers(store, upward)).toEqual([
      expect.stringMatching(
        /^store \(layer 3\) may not import components \(layer 5\)\. Renderer layers, bottom to top: i18n, .* < lib, styles < store < hooks < components < App < main\. store may use its own folder and: i18n, .*lib, /,
      ),
    ])
    const hook = "import { useProfileForm } from '../hooks/useProfileForm'\nvoid useProfileForm\n"
    expect(await rendererLayers(store, hook)).toEqual([
      expect.stringMatching(/^store \(layer 3\) may not import hooks \(layer 4\)/),
    ])
    expect(
      await rendererLayers(
        'src/renderer/src/lib/x.ts',
        "import { useStatus } from '../store/status'\nvoid useStatus\n",
      ),
    ).toEqual([expect.stringMatching(/^lib \(layer 2\) may not import store \(layer 3\)/)])
    // The catalogs sit below everything: the words never depend on the window's state.
    expect(
      await rendererLayers(
        'src/renderer/src/i18n/x.ts',
        "import { formatNumber } from '../lib/format'\nvoid formatNumber\n",
      ),
    ).toEqual([expect.stringMatching(/^i18n \(layer 1\) may not import lib \(layer 2\)/)])
    const down = "import { useStatus } from '../store/status'\nvoid useStatus\n"
    expect(await rendererLayers(components, down)).toEqual([])
  })

  it('orders the stores: a store uses only the stores below it', async () => {
    const up = "import { useProfileList } from './profileList'\nvoid useProfileList\n"
    expect(await storeLayers('src/renderer/src/store/navigation.ts', up)).toEqual([
      expect.stringMatching(
        /^navigation \(layer 2\) may not import profileList \(layer 3\)\. Store layers, bottom to top: .* navigation may use its own file and: leaveGuard\.$/,
      ),
    ])
    const peer = "import { usePasswordPrompt } from './passwordPrompt'\nvoid usePasswordPrompt\n"
    expect(await storeLayers('src/renderer/src/store/profileList.ts', peer)).toEqual([
      expect.stringMatching(/^profileList \(layer 3\) may not import passwordPrompt \(layer 3\)/),
    ])
    const down = "import { useNavigation } from './navigation'\nvoid useNavigation\n"
    expect(await storeLayers('src/renderer/src/store/profileList.ts', down)).toEqual([])
    expect(await storeLayers('src/renderer/src/store/newStore.ts', 'export {}\n')).toEqual([
      expect.stringMatching(/newStore is in no store layer: add it to STORE_LAYERS/),
    ])
  })
})
