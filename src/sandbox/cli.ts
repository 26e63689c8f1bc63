import { parseArgs } from 'node:util'
import { checkLatency, faultKinds, parseFaultFlag } from './faults'
import type { Fault } from './faults'
import { apiPaths, expandPath } from './apis'
import { controlPaths, DEFAULT_LIFETIME_MS, startSandbox, tokenPaths, whoamiPath } from './server'
import type { Envelope, Sandbox, SandboxOptions } from './server'
import { demoUsers } from './users'

const usage = `Usage: npm run sandbox -- [options]

  --portal-port <n>     customer portal port (default 0: a free port)
  --alternate-port <n>  alternate portal port (default 0)
  --api-port <n>        API host port (default 0)
  --envelope A|B        customer portal response envelope (default A)
  --lifetime <seconds>  token lifetime (default ${DEFAULT_LIFETIME_MS / 1000}), e.g. 90 to watch expiry;
                        any other than 24 h issues JWTs whose exp a client can read
  --latency <ms>        delay every answer by this much (0-600000)
  --fault <kind>        answer every token request with a fault until cleared:
                        status:<code>, html[:<code>], malformed-json, no-token, drop, hang,
                        redirect:<location>, oversize:<bytes>, echo-password[:<code>]
  --help                show this text`

/** Thrown for bad command-line input: reported with the usage text, exit code 2. */
class UsageError extends Error {}

function parsePort(value: string | undefined, flag: string): number {
  if (value === undefined) return 0
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) throw new UsageError(`${flag} must be 0-65535`)
  return port
}

/** Turns a checker's TypeError / RangeError into a usage error naming the flag. */
function checked<T>(flag: string, check: () => T): T {
  try {
    return check()
  } catch (error) {
    throw new UsageError(`${flag}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** What the sandbox starts with; latency and fault are switched on once it is running. */
interface Config {
  options: SandboxOptions
  latencyMs: number
  fault: Fault | undefined
}

function toConfig(argv: string[]): Config | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'portal-port': { type: 'string' },
      'alternate-port': { type: 'string' },
      'api-port': { type: 'string' },
      envelope: { type: 'string', default: 'A' },
      lifetime: { type: 'string' },
      latency: { type: 'string', default: '0' },
      fault: { type: 'string' },
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
  const latency = values.latency
  // Number('') is 0, so only digits become a number; anything else is reported as given.
  const latencyMs = checked('--latency', () =>
    checkLatency(/^\d+(\.\d+)?$/.test(latency) ? Number(latency) : latency),
  )
  const fault = values.fault
  return {
    options: {
      customerEnvelope: envelope as Envelope,
      lifetimeMs: seconds === undefined ? DEFAULT_LIFETIME_MS : seconds * 1000,
      ports: {
        portal: parsePort(values['portal-port'], '--portal-port'),
        alternate: parsePort(values['alternate-port'], '--alternate-port'),
        apiHost: parsePort(values['api-port'], '--api-port'),
      },
    },
    latencyMs,
    fault: fault === undefined ? undefined : checked('--fault', () => parseFaultFlag(fault)),
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

/** Copy-paste commands for the control endpoint; `curl -d` posts. */
function faultControl(base: string): string {
  const curl = (body: string, path: string) => `  curl -d '${body}' ${base}${path}`
  return [
    'Fault control, on any host (204 when applied, 400 with the reason when not):',
    curl('{"fault":{"kind":"status","status":503},"times":2}', controlPaths.fault),
    curl('{"fault":{"kind":"hang"},"host":"apiHost"}', controlPaths.fault),
    `${curl('null', controlPaths.fault)}    (back to normal)`,
    `${curl('{"ms":2000}', controlPaths.latency)}    (0 clears; "host" limits it)`,
    `${curl('{"ms":90000}', controlPaths.lifetime)}    (tokens issued from now on)`,
    '  "times": N limits a fault to the next N token requests, "host" to one host.',
    `  Kinds: ${faultKinds.join(', ')}.`,
    '  Fields: status {status}, html {status?}, redirect {location, status?}, oversize {bytes}.',
  ].join('\n')
}

/**
 * Copy-paste commands for the protected APIs, for the demo user (account ACME-001). The token is
 * fetched into $TOKEN by the first line rather than printed, so no live token lands in a log.
 */
function apiUsage({ portal, alternate }: Sandbox['urls']): string {
  const login = JSON.stringify({ username: 'demo', password: 'demo-password' })
  // The alternate portal always answers in envelope B, `{"token":"..."}`, which sed can cut out.
  const extract = `sed -E 's/.*"token":"([^"]*)".*/\\1/'`
  const bearer = `curl -H "Authorization: Bearer $TOKEN"`
  const json = `${bearer} -H 'Content-Type: application/json' -d`
  const sms = JSON.stringify({ to: '+15550100', text: 'Hello from the sandbox' })
  const flow = JSON.stringify({ accountId: 'ACME-001', data: { source: 'sandbox' } })
  return [
    'Use a token (any host; analytics wants "Bearer <token>", SMS and flows also the bare token):',
    `  TOKEN=$(curl -s -d '${login}' ${alternate}${tokenPaths.alternate} | ${extract})`,
    `  ${bearer} ${portal}${expandPath(apiPaths.analyticsSummary.path, { accountId: 'ACME-001' })}`,
    `  ${json} '${sms}' ${portal}${apiPaths.smsMessages.path}`,
    `  ${json} '${flow}' ${portal}${expandPath(apiPaths.flowTrigger.path, { flowId: 'welcome' })}`,
    '  A token works only for its own account: 403 for another account in the path or body.',
  ].join('\n')
}

function describe(sandbox: Sandbox, { options, latencyMs, fault }: Config): string {
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
    ...(latencyMs > 0 ? [`Every answer is delayed ${latencyMs} ms.`] : []),
    ...(fault ? [`Token requests get the fault ${JSON.stringify(fault)} until cleared.`] : []),
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
    apiUsage(sandbox.urls),
    '',
    faultControl(sandbox.urls.portal),
    '',
    'Press Ctrl+C to stop.',
  ].join('\n')
}

async function main(): Promise<void> {
  let config: Config | 'help'
  try {
    config = toConfig(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    process.exit(2)
  }
  if (config === 'help') {
    console.log(usage)
    return
  }
  const sandbox = await startSandbox(config.options)
  sandbox.setLatency(config.latencyMs)
  if (config.fault) sandbox.setFault({ fault: config.fault })
  console.log(describe(sandbox, config))

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
