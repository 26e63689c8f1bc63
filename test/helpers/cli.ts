import type { OsUserCheck } from '../../src/main/core/lock/osUserCheck'
import { mkdirSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { CliApprovalAnswer } from '../../src/shared/model/cli'
import type { CliApprovalRequest } from '../../src/main/core/cli/approvalGate'
import { cliEndpoint, type EndpointHost } from '../../src/main/core/cli/endpoint'
import type { Clock } from '../../src/main/core/clock'
import { runCli } from '../../src/cli/run'
import { coreIn } from './core'

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** A machine as the CLI sees it: its runtime and config folders inside `dir`. */
export function testHost(dir: string, env: Record<string, string> = {}): EndpointHost {
  const runtime = join(dir, 'run')
  mkdirSync(runtime, { recursive: true, mode: 0o700 })
  return {
    platform: process.platform,
    env: {
      PATH: process.env['PATH'],
      XDG_RUNTIME_DIR: runtime,
      TOKEN_DESK_CLI_CONFIG: join(dir, 'cli-config'),
      SHELL: '/bin/bash',
      ...env,
    },
    home: homedir(),
    tmpdir: tmpdir(),
    uid: process.getuid?.() ?? -1,
    username: 'tester',
  }
}

/** Runs `token-desk <argv>` in this process and collects what it printed. */
export async function runIn(
  host: EndpointHost,
  dataDir: string,
  argv: string[],
  io: { replyGraceMs?: number; width?: number } = {},
): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    host,
    defaultDataDir: dataDir,
    version: '0.0.0-test',
    ...io,
  })
  return { code, stdout, stderr }
}

/**
 * The real core serving the command line on a socket in `dir`, with the
 * approval prompt played by the test: `answer` decides each prompt (default:
 * "always"), `prompts` lists what was asked, `events` what main pushed.
 */
export async function cliCore(
  dir: string,
  options: {
    clock?: Clock
    answer?: (request: CliApprovalRequest, close: AbortSignal) => Promise<CliApprovalAnswer>
    enabled?: boolean
    timeoutMs?: number
    osUserCheck?: OsUserCheck
    /** 'weak': no keyring, passwords kept for the session only. */
    protection?: NonNullable<Parameters<typeof coreIn>[1]>['protection']
  } = {},
) {
  const dataDir = join(dir, 'data')
  mkdirSync(dataDir, { recursive: true })
  const host = testHost(dir)
  const prompts: CliApprovalRequest[] = []
  const events: AppEvent[] = []
  let attention = 0
  const core = coreIn(dataDir, {
    demoHost: null,
    events: { emit: (event) => events.push(event) },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.osUserCheck ? { osUserCheck: options.osUserCheck } : {}),
    ...(options.protection ? { protection: options.protection } : {}),
    cli: {
      endpoint: cliEndpoint(dataDir, host),
      dataDir,
      prompt: {
        ask: (request, close) => {
          prompts.push(request)
          return options.answer ? options.answer(request, close) : Promise.resolve('always')
        },
      },
      attention: () => attention++,
    },
  })
  if (options.enabled !== false) core.settings.update({ cliAccess: true })
  const stop = core.start()
  await core.cli.listen()
  return {
    core,
    dataDir,
    host,
    endpoint: cliEndpoint(dataDir, host),
    prompts,
    events,
    attention: () => attention,
    run: (...argv: string[]) => runIn(host, dataDir, argv),
    stop,
  }
}
