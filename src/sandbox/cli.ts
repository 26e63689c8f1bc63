import { parseArgs } from 'node:util'
import { DEFAULT_LIFETIME_MS, startSandbox, tokenPaths, whoamiPath } from './server'
import type { Envelope, Sandbox, SandboxOptions } from './server'
import { demoUsers } from './users'

const usage = `Usage: npm run sandbox -- [options]

  --portal-port <n>     customer portal port (default 0: a free port)
  --alternate-port <n>  alternate portal port (default 0)
  --api-port <n>        API host port (default 0)
  --envelope A|B        customer portal response envelope (default A)
  --lifetime <seconds>  token lifetime (default ${DEFAULT_LIFETIME_MS / 1000})
  --help                show this text`

/** Thrown for bad command-line input: reported with the usage text, exit code 2. */
class UsageError extends Error {}

function parsePort(value: string | undefined, flag: string): number {
  if (value === undefined) return 0
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) throw new UsageError(`${flag} must be 0-65535`)
  return port
}

function toOptions(argv: string[]): SandboxOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'portal-port': { type: 'string' },
      'alternate-port': { type: 'string' },
      'api-port': { type: 'string' },
      envelope: { type: 'string', default: 'A' },
      lifetime: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return 'help'
  const envelope = values.envelope.toUpperCase()
  if (envelope !== 'A' && envelope !== 'B') throw new UsageError('--envelope must be A or B')
  const seconds = values.lifetime === undefined ? undefined : Number(values.lifetime)
  if (seconds !== undefined && !(Number.isFinite(seconds) && seconds > 0)) {
    throw new UsageError('--lifetime must be a positive number of seconds')
  }
  return {
    customerEnvelope: envelope as Envelope,
    lifetimeMs: seconds === undefined ? DEFAULT_LIFETIME_MS : seconds * 1000,
    ports: {
      portal: parsePort(values['portal-port'], '--portal-port'),
      alternate: parsePort(values['alternate-port'], '--alternate-port'),
      apiHost: parsePort(values['api-port'], '--api-port'),
    },
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => row[col]?.length ?? 0)))
  return rows
    .map((row) => '  ' + row.map((cell, col) => cell.padEnd(widths?.[col] ?? 0)).join('  '))
    .map((line) => line.trimEnd())
    .join('\n')
}

function formatLifetime(ms: number): string {
  return ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 1000} s`
}

function describe(sandbox: Sandbox, options: SandboxOptions): string {
  const hosts = table([
    ['Customer portal', sandbox.urls.portal, `envelope ${options.customerEnvelope}`],
    ['Alternate portal', sandbox.urls.alternate, 'envelope B'],
    ['API host (SMS)', sandbox.urls.apiHost, 'envelope B'],
  ])
  const users = table([
    ['username', 'password', 'access', 'account'],
    ...demoUsers.map((u) => [
      u.username,
      u.password,
      u.access,
      `${u.accountId} (${u.accountName})`,
    ]),
  ])
  return [
    `Token sandbox running; tokens live ${formatLifetime(options.lifetimeMs ?? DEFAULT_LIFETIME_MS)}.`,
    '',
    hosts,
    '',
    'Demo logins (api: every host; sms: alternate portal and API host; none: refused):',
    users,
    '',
    `Get a token:    POST {portal}${tokenPaths.portal}, POST {alternate}${tokenPaths.alternate}`,
    `                POST or GET {api host}${tokenPaths.apiHost}`,
    '                with the JSON body {"username": "...", "password": "..."}',
    `Check a token:  GET ${whoamiPath} with "Authorization: Bearer <token>" on any host`,
    '',
    'Press Ctrl+C to stop.',
  ].join('\n')
}

async function main(): Promise<void> {
  let options: SandboxOptions | 'help'
  try {
    options = toOptions(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    process.exit(2)
  }
  if (options === 'help') {
    console.log(usage)
    return
  }
  const sandbox = await startSandbox(options)
  console.log(describe(sandbox, options))

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    void sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  // Typically a port already in use; the message carries no credentials.
  console.error(
    `Sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
