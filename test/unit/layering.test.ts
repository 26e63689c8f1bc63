import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The project's own ESLint config, run on a line of code as if it were in `file`. */
async function importErrors(
  file: string,
  code: string,
  rule = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message)
}

const layerErrors = (file: string, code: string) => importErrors(file, code, 'local/core-layers')

const sandboxImport = "import { startSandbox } from '../../../sandbox/server'\nvoid startSandbox\n"

// Loading the config and the TypeScript parser takes a few seconds on a busy machine.
describe('the layering rule', { timeout: 60_000 }, () => {
  it('keeps the fake vendor service out of the core', async () => {
    const errors = await importErrors('src/main/core/demo/anything.ts', sandboxImport)
    expect(errors).toEqual([
      expect.stringMatching(/Core must not import the fake vendor service: .*DemoHost/),
    ])
  })

  it('lets the demo host outside the core wrap it', async () => {
    const code = "import { startSandbox } from '../../sandbox/server'\nvoid startSandbox\n"
    expect(await importErrors('src/main/demo/anything.ts', code)).toEqual([])
  })

  it('keeps the command line a small client: no libraries, nothing of main but the endpoint rule', async () => {
    expect(await importErrors('src/cli/x.ts', "import { z } from 'zod'\nvoid z\n")).toEqual([
      expect.stringMatching(/imports no libraries/),
    ])
    expect(
      await importErrors(
        'src/cli/x.ts',
        "import { TokenService } from '../main/core/tokens/tokenService'\nvoid TokenService\n",
      ),
    ).toEqual([expect.stringMatching(/only the endpoint rule/)])
    expect(
      await importErrors(
        'src/cli/x.ts',
        "import { cliEndpoint } from '../main/core/cli/endpoint'\nvoid cliEndpoint\n",
      ),
    ).toEqual([])
  })

  it('fails an upward import inside the core, naming the layers allowed', async () => {
    const upward = "import { TokenService } from '../tokens/tokenService'\nvoid TokenService\n"
    const errors = await layerErrors('src/main/core/profiles/anything.ts', upward)
    expect(errors).toEqual([
      expect.stringMatching(
        /^profiles \(layer 5\) may not import tokens \(layer 6\)\. Core layers, bottom to top: .* profiles may use its own folder and: util, clock, .*storage, protocol, clipboardGuard, secrets, settings, log\.$/,
      ),
    ])
  })

  it('fails an import between peers of one layer, and allows a downward one', async () => {
    const peer = "import { DemoService } from '../demo/demoService'\nvoid DemoService\n"
    expect(await layerErrors('src/main/core/requests/anything.ts', peer)).toEqual([
      expect.stringMatching(/^requests \(layer 7\) may not import demo \(layer 7\)/),
    ])
    const down = "import { TokenService } from '../tokens/tokenService'\nvoid TokenService\n"
    expect(await layerErrors('src/main/core/requests/anything.ts', down)).toEqual([])
    const own = "import { runRequest } from './runRequest'\nvoid runRequest\n"
    expect(await layerErrors('src/main/core/requests/anything.ts', own)).toEqual([])
  })

  it('asks for a new folder to be placed in the order', async () => {
    expect(await layerErrors('src/main/core/newthing/x.ts', 'export const x = 1\n')).toEqual([
      expect.stringMatching(/newthing is in no core layer/),
    ])
  })
})
