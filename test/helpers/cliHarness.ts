import { execFile } from 'node:child_process'
import { mkdirSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { HarnessProcess } from '../../src/harness/spawn'
import { cliEndpoint, currentHost } from '../../src/main/core/cli/endpoint'
import type { InputOf } from '../../src/shared/ipc/contract'
import type { Method } from '../../src/shared/ipc/methods'
import { harnessAt } from './harness'
import { callFromPage } from './journey'

const root = resolve(import.meta.dirname, '../..')

export interface CliProcessRun {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * The harness (the app's built entry) in its own process, a page on it in
 * Chromium, and `token-desk` as users run it: the repository's bin on PATH,
 * a separate Node process per command.
 */
export async function cliOnHarness(browser: Browser, dir: string) {
  const dataDir = join(dir, 'data')
  const bin = join(dir, 'bin')
  const runtime = join(dir, 'run')
  mkdirSync(bin)
  mkdirSync(runtime, { mode: 0o700 })
  symlinkSync(join(root, 'bin/token-desk.cjs'), join(bin, 'token-desk'))
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env['PATH']}`,
    XDG_RUNTIME_DIR: runtime,
    TOKEN_DESK_USER_DATA: dataDir,
    TOKEN_DESK_CLI_CONFIG: join(dir, 'cli-config'),
  }
  const harness: HarnessProcess = await harnessAt(dataDir, { env: { XDG_RUNTIME_DIR: runtime } })
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(harness.url)
  const cli = (args: string[], shell?: string): Promise<CliProcessRun> =>
    new Promise((done) => {
      const [file, argv] = shell ? ['bash', ['-c', shell]] : ['token-desk', args]
      execFile(file, argv, { env, encoding: 'utf8' }, (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        }),
      )
    })
  return {
    harness,
    page,
    errors,
    dataDir,
    env,
    endpoint: cliEndpoint(dataDir, { ...currentHost(), env }),
    cli,
    call: <M extends Method>(method: M, input?: InputOf<M>) => callFromPage(page, method, input),
    close: async () => {
      await page.close()
      await harness.stop()
    },
  }
}

/** The harness draws main's native dialog over the page: answer it by its button. */
export async function answerApproval(page: Page, button: string): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: 'Allow `token-desk` access?' })
  await dialog.waitFor()
  const text = (await dialog.textContent()) ?? ''
  await dialog.getByRole('button', { name: button, exact: true }).click()
  return text
}
