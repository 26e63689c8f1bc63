import { shellWord } from '../shared/text/quote'
import { didYouMean } from './didYouMean'
import { parseArgs } from 'node:util'
import { MAX_WAIT_MS } from '../shared/cli/protocol'
import { formatDuration, parseDuration } from './duration'
import { parseOnRenew, type OnRenew } from './onRenew'

export const commandNames = [
  'header',
  'token',
  'env',
  'exec',
  'sink',
  'list',
  'status',
  'verify',
  'completion',
  'help',
] as const
export type CommandName = (typeof commandNames)[number]

export const envShells = ['bash', 'zsh', 'fish', 'powershell', 'dotenv'] as const
export type EnvShell = (typeof envShells)[number]
export const sinkFormats = ['token', 'header', 'env', 'json'] as const
export type SinkFormat = (typeof sinkFormats)[number]
export const completionShells = ['bash', 'zsh', 'fish'] as const
export type CompletionShell = (typeof completionShells)[number]

/** Options of every command that talks to the app. */
export interface Common {
  /** --data-dir or TOKEN_DESK_USER_DATA; null: the app's default folder. */
  dataDir: string | null
  timeoutMs: number
}

/** Options of every command that hands out a token. */
export interface TokenOptions {
  /** A name, an id or account:<id>; null: none named (projectProfile.ts finds the default). */
  profile: string | null
  minTtlMs: number
  /** --force: renew once even when the current token would do. */
  force: boolean
}

export type Command =
  | { kind: 'help'; topic: CommandName | null }
  | { kind: 'version' }
  | ({ kind: 'header'; value: boolean; common: Common } & TokenOptions)
  | ({ kind: 'token'; common: Common } & TokenOptions)
  | ({ kind: 'env'; shell: EnvShell | 'json'; common: Common } & TokenOptions)
  | ({
      kind: 'exec'
      command: string
      args: string[]
      /** Run it even when its URLs or JSON name another account than the token's. */
      allowOtherAccount: boolean
      /** Mask the token in the command's stdout and stderr (--no-mask: false). */
      mask: boolean
      onRenew: OnRenew
      common: Common
    } & TokenOptions)
  | ({
      kind: 'sink'
      /** The file kept current (its folder must exist). */
      file: string
      format: SinkFormat
      /** Write once and exit. */
      once: boolean
      common: Common
    } & TokenOptions)
  | { kind: 'list'; json: boolean; common: Common }
  | { kind: 'status'; json: boolean; common: Common }
  /** Names, ids or account:<id> as given; 'all': --all. */
  | { kind: 'verify'; profiles: string[] | 'all'; json: boolean; common: Common }
  | { kind: 'completion'; shell: CompletionShell }
  /** Profile names for shell completion: never prompts, silent on any failure. */
  | { kind: 'complete-profiles'; common: Common }

export type Parsed =
  { ok: true; command: Command } | { ok: false; message: string; topic: CommandName | null }

export const DEFAULT_MIN_TTL_MS = 5 * 60_000
export const DEFAULT_TIMEOUT_MS = 2 * 60_000
/** `status` asks nothing of the user: the app answers at once or is not answering. */
export const STATUS_TIMEOUT_MS = 5000
const MAX_MIN_TTL_MS = 23 * 60 * 60_000

const options = {
  'data-dir': { type: 'string' },
  timeout: { type: 'string' },
  'min-ttl': { type: 'string' },
  value: { type: 'boolean' },
  shell: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  'allow-other-account': { type: 'boolean' },
  force: { type: 'boolean' },
  'no-mask': { type: 'boolean' },
  'on-renew': { type: 'string' },
  grace: { type: 'string' },
  file: { type: 'string' },
  format: { type: 'string' },
  once: { type: 'boolean' },
  all: { type: 'boolean' },
} as const
type Option = keyof typeof options

const commonOptions: Option[] = ['data-dir', 'timeout', 'help']
const tokenOptions: Option[] = [...commonOptions, 'min-ttl', 'force']
const allowed: Record<CommandName | 'complete-profiles', Option[]> = {
  header: [...tokenOptions, 'value'],
  token: tokenOptions,
  env: [...tokenOptions, 'shell', 'json'],
  exec: [...tokenOptions, 'allow-other-account', 'no-mask', 'on-renew', 'grace'],
  sink: [...tokenOptions, 'file', 'format', 'once'],
  list: [...commonOptions, 'json'],
  status: [...commonOptions, 'json'],
  verify: [...commonOptions, 'json', 'all'],
  completion: ['help'],
  help: ['help'],
  'complete-profiles': commonOptions,
}

export interface ArgsContext {
  env: Record<string, string | undefined>
  platform: NodeJS.Platform
  /** The name of the process that ran token-desk, where known (parentProcessName). */
  parentName?: () => string | undefined
}

const isCommand = (word: string | undefined): word is CommandName =>
  (commandNames as readonly string[]).includes(word ?? '')

/** The command line → one command, or a usage error naming the command it concerns. */
export function parseCommandLine(argv: readonly string[], context: ArgsContext): Parsed {
  // Everything after the first `--` belongs to the command `exec` runs, untouched.
  const split = argv.indexOf('--')
  const own = split === -1 ? [...argv] : argv.slice(0, split)
  const rest = split === -1 ? null : argv.slice(split + 1)

  let values: Partial<Record<Option, string | boolean>>
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: own,
      options,
      strict: true,
      allowPositionals: true,
    }))
  } catch (error) {
    const word = own.find((arg) => !arg.startsWith('-'))
    const topic = isCommand(word) ? word : null
    return { ok: false, message: withSuggestion(cleanParseError(error), topic), topic }
  }

  const [first, ...operands] = positionals
  if (first === '__complete-profiles')
    return withCommon('complete-profiles', values, context, (common) => ({
      kind: 'complete-profiles',
      common,
    }))
  if (first === undefined) {
    if (values.version) return { ok: true, command: { kind: 'version' } }
    if (values.help) return { ok: true, command: { kind: 'help', topic: null } }
    return { ok: false, message: 'Which command?', topic: null }
  }
  if (!isCommand(first)) {
    const meant = didYouMean(first, commandNames)
    return {
      ok: false,
      message: `Unknown command “${first}”.${meant ? ` Did you mean “${meant}”?` : ''} Commands: ${commandNames.join(', ')}.`,
      topic: null,
    }
  }
  if (values.help) return { ok: true, command: { kind: 'help', topic: first } }
  const unexpected = (Object.keys(values) as Option[]).find((o) => !allowed[first].includes(o))
  if (unexpected) return { ok: false, message: `${first} takes no --${unexpected}.`, topic: first }
  if (rest !== null && first !== 'exec') {
    return { ok: false, message: `${first} takes nothing after --.`, topic: first }
  }
  const fail = (message: string): Parsed => ({ ok: false, message, topic: first })

  switch (first) {
    case 'help': {
      const [topic, ...extra] = operands
      if (extra.length || (topic !== undefined && !isCommand(topic)))
        return fail(`No help on “${operands.join(' ')}”. Commands: ${commandNames.join(', ')}.`)
      return { ok: true, command: { kind: 'help', topic: topic ?? null } }
    }
    case 'completion': {
      const [shell, ...extra] = operands
      const known = completionShells.find((s) => s === shell)
      if (!known || extra.length)
        return fail(`completion takes one shell: ${completionShells.join(', ')}.`)
      return { ok: true, command: { kind: 'completion', shell: known } }
    }
    case 'list':
    case 'status':
      if (operands.length) return fail(`${first} takes no arguments (got “${operands.join(' ')}”).`)
      return withCommon(
        first,
        values,
        context,
        (common) => ({ kind: first, json: values.json === true, common }),
        first === 'status' ? STATUS_TIMEOUT_MS : DEFAULT_TIMEOUT_MS,
      )
    case 'verify': {
      const all = values.all === true
      if (all && operands.length)
        return fail(`verify takes profiles or --all, not both (got “${operands.join(' ')}”).`)
      if (!all && !operands.length)
        return fail('verify needs profiles (names, ids or account:<id>) or --all.')
      if (operands.some((name) => name.trim() === ''))
        return fail(
          'A profile name is empty (an unset variable?). Name one: token-desk list shows them.',
        )
      return withCommon(first, values, context, (common) => ({
        kind: 'verify',
        profiles: all ? 'all' : operands,
        json: values.json === true,
        common,
      }))
    }
    default: {
      const [profile = null, ...extra] = operands
      // `token-desk header "$PROFILE"` with the variable unset: say that, not a schema's words.
      if (profile !== null && profile.trim() === '') {
        return fail(
          'The profile name is empty (an unset variable?). Name one: token-desk list shows them.',
        )
      }
      if (extra.length) {
        return fail(
          first === 'exec'
            ? `Put -- before the command: token-desk exec ${shellWord(profile ?? '')} -- ${extra.map(shellWord).join(' ')}`
            : `${first} takes one profile; quote a name with spaces (got “${operands.join(' ')}”).`,
        )
      }
      const minTtlMs = durationOption(
        values['min-ttl'],
        '--min-ttl',
        DEFAULT_MIN_TTL_MS,
        MAX_MIN_TTL_MS,
      )
      if (typeof minTtlMs === 'string') return fail(minTtlMs)
      const token: TokenOptions = { profile, minTtlMs, force: values.force === true }
      return withCommon(first, values, context, (common): Command | string => {
        switch (first) {
          case 'header':
            return { kind: 'header', value: values.value === true, ...token, common }
          case 'token':
            return { kind: 'token', ...token, common }
          case 'env': {
            const shell = envShellOf(values, context)
            return shell.ok ? { kind: 'env', shell: shell.shell, ...token, common } : shell.message
          }
          case 'exec': {
            const [command, ...args] = rest ?? []
            if (command === undefined || command === '')
              return 'exec needs a command after --: token-desk exec <profile> -- <command> [args…]'
            const graceMs = durationOption(values.grace, '--grace', DEFAULT_TIMEOUT_MS, MAX_WAIT_MS)
            if (typeof graceMs === 'string') return graceMs
            const onRenew = parseOnRenew(
              stringOption(values['on-renew']),
              values.grace === undefined ? undefined : graceMs,
              context.platform,
            )
            if (typeof onRenew === 'string') return onRenew
            return {
              kind: 'exec',
              ...token,
              command,
              args,
              allowOtherAccount: values['allow-other-account'] === true,
              mask: values['no-mask'] !== true,
              onRenew,
              common,
            }
          }
          case 'sink': {
            const file = stringOption(values.file)
            if (!file) return 'sink needs --file <path>: the file to keep current.'
            const format = values.format === undefined ? 'token' : values.format
            const known = sinkFormats.find((f) => f === format)
            if (!known) return `--format takes ${sinkFormats.join(', ')} (got “${String(format)}”).`
            return {
              kind: 'sink',
              ...token,
              file,
              format: known,
              once: values.once === true,
              common,
            }
          }
        }
      })
    }
  }
}

function withCommon(
  topic: CommandName | 'complete-profiles',
  values: Partial<Record<Option, string | boolean>>,
  context: ArgsContext,
  build: (common: Common) => Command | string,
  defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
): Parsed {
  const name = topic === 'complete-profiles' ? null : topic
  const timeoutMs = durationOption(values.timeout, '--timeout', defaultTimeoutMs, MAX_WAIT_MS)
  if (typeof timeoutMs === 'string') return { ok: false, message: timeoutMs, topic: name }
  const given = values['data-dir']
  if (given === '') return { ok: false, message: '--data-dir needs a folder.', topic: name }
  const fromEnv = context.env['TOKEN_DESK_USER_DATA']
  const dataDir = typeof given === 'string' ? given : fromEnv ? fromEnv : null
  const built = build({ dataDir, timeoutMs })
  return typeof built === 'string'
    ? { ok: false, message: built, topic: name }
    : { ok: true, command: built }
}

const stringOption = (raw: string | boolean | undefined): string | undefined =>
  typeof raw === 'string' ? raw : undefined

function durationOption(
  raw: string | boolean | undefined,
  name: string,
  fallback: number,
  max: number,
): number | string {
  if (raw === undefined || typeof raw === 'boolean') return fallback
  const ms = parseDuration(raw)
  if (ms === null) return `${name}: “${raw}” is not a duration (e.g. 90s, 5m, 1h30m).`
  if (ms > max) {
    const instead = name === '--min-ttl' ? '; for a new token whatever is left, use --force' : ''
    return `${name} is at most ${formatDuration(max)} (got ${raw})${instead}.`
  }
  return ms
}

/**
 * The shell a process name or `$SHELL` path names: bash for the POSIX
 * shells, whose `export NAME='…'` they all read; none for anything else.
 */
export function shellNamed(name: string | undefined): EnvShell | undefined {
  const base = (name ?? '')
    .trim()
    .split(/[\\/]/)
    .pop()
    ?.toLowerCase()
    .replace(/^-/, '')
    .replace(/\.exe$/, '')
  if (base === undefined || base === '') return undefined
  if (['sh', 'bash', 'dash', 'ash', 'ksh', 'mksh', 'busybox'].includes(base)) return 'bash'
  if (base === 'pwsh' || base === 'powershell') return 'powershell'
  if (base === 'zsh' || base === 'fish') return base
  return undefined
}

/**
 * --json, else --shell, else the shell that ran token-desk (it will read the
 * output: a bash script's `eval "$(token-desk env …)"` needs bash's syntax
 * though the login shell is fish), else the login shell ($SHELL), else
 * PowerShell on Windows and bash elsewhere.
 */
function envShellOf(
  values: Partial<Record<Option, string | boolean>>,
  context: ArgsContext,
): { ok: true; shell: EnvShell | 'json' } | { ok: false; message: string } {
  const shell = values.shell
  if (values.json === true) {
    return typeof shell === 'string'
      ? { ok: false, message: '--json and --shell do not go together: choose one.' }
      : { ok: true, shell: 'json' }
  }
  if (typeof shell === 'string') {
    const known = envShells.find((s) => s === shell)
    return known
      ? { ok: true, shell: known }
      : { ok: false, message: `--shell takes ${envShells.join(', ')} (got “${shell}”).` }
  }
  const known = shellNamed(context.parentName?.()) ?? shellNamed(context.env['SHELL'])
  if (known) return { ok: true, shell: known }
  return { ok: true, shell: context.platform === 'win32' ? 'powershell' : 'bash' }
}

/** An unknown option's message, with the option of the command (any, without one) it most likely meant. */
function withSuggestion(message: string, topic: CommandName | null): string {
  const unknown = /^Unknown option '(--?[^']+)'/.exec(message)?.[1]
  if (unknown === undefined) return message
  const names = (topic ? allowed[topic] : (Object.keys(options) as Option[])).map((o) => `--${o}`)
  const meant = didYouMean(unknown, names)
  return meant ? `${message} Did you mean ${meant}?` : message
}

/** node:util's messages, without its advice about positionals we do accept. */
function cleanParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message
    .replace(/\. To specify a positional argument.*$/s, '.')
    .replace(/^Unknown option/, 'Unknown option')
}
