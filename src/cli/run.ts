import {
  ID_PREFIX_MINIMUM,
  type CliProfileRow,
  type CliReply,
  type CliStatus,
  type CliToken,
  type CliVerifyRow,
  type CliWatchToken,
} from '../shared/cli/protocol'
import {
  cliEndpoint,
  currentHost,
  defaultDataDir,
  type EndpointHost,
} from '../main/core/cli/endpoint'
import { parseCommandLine, type Command, type Common } from './args'
import { completionScripts } from './completion'
import { exchange, type Exchange } from './connection'
import { formatDuration } from './duration'
import { formatEnv, tokenVariables } from './envFormat'
import {
  chosenProfile,
  defaultProfile,
  sourceOf,
  type DefaultProfile,
  type ProjectPlace,
} from './projectProfile'
import { exitCodeOf, exitCodes } from './exitCodes'
import { helpTexts } from './help'
import { clientOf } from './identity'
import { columns, profileJson, profileTable, relative, tokenWords } from './table'
import { runExec } from './longExec'
import { runSink, sinkTargetProblem } from './sink'
import { forTerminal } from './terminalText'
import { openWatch } from './watchStream'
import { parentProcessName } from './parentProcess'
import { terminalWidth } from './terminalWidth'
import { uncheckedNote, verifyExitCode, verifyJson, verifyTable } from './verifyReport'

export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  /** Where the machine-dependent defaults come from (tests pass their own). */
  host: EndpointHost
  /** The data folder when neither --data-dir nor TOKEN_DESK_USER_DATA names one. */
  defaultDataDir?: string
  version: string
  /** stdout is a terminal: what goes there is for people too, and escaped like stderr. */
  stdoutIsTerminal?: boolean
  /** How many columns a line for people may take (terminalWidth); none: no limit. */
  width?: number
  /** Where a .token-desk.json is looked for from (default: the working folder). */
  cwd?: string
  /** The name of the process that ran token-desk (env's syntax follows it); tests pass none. */
  parentName?: () => string | undefined
  /** How late the app's answer may come after its own wait (default GRACE_MS; tests shorten it). */
  replyGraceMs?: number
}

/** Beyond --timeout, the app's answer may take this long to arrive. */
const GRACE_MS = 10_000

/**
 * Everything printed for people goes through forTerminal, the one place that
 * keeps the service's text and names from driving the terminal: stderr
 * always, stdout when it is a terminal. A piped stdout gets the value exactly
 * (`$(token-desk header …)`, `eval`, --json).
 */
const forPeople = (io: CliIo): CliIo => ({
  ...io,
  stderr: (text) => io.stderr(forTerminal(text)),
  stdout: io.stdoutIsTerminal ? (text) => io.stdout(forTerminal(text)) : io.stdout,
})

/** The whole command line: parse, ask the app, print. Resolves with the exit code. */
export async function runCli(argv: readonly string[], rawIo: CliIo): Promise<number> {
  const io = forPeople(rawIo)
  const parsed = parseCommandLine(argv, {
    env: io.host.env,
    platform: io.host.platform,
    ...(io.parentName ? { parentName: io.parentName } : {}),
  })
  if (!parsed.ok) {
    io.stderr(`token-desk: ${parsed.message}\n`)
    io.stderr(`Run token-desk ${parsed.topic ? `${parsed.topic} ` : ''}--help for usage.\n`)
    return exitCodes.usage
  }
  const command = parsed.command
  switch (command.kind) {
    case 'help':
      io.stdout(helpTexts[command.topic ?? 'main'])
      return exitCodes.ok
    case 'version':
      io.stdout(`token-desk ${io.version}\n`)
      return exitCodes.ok
    case 'completion':
      io.stdout(completionScripts[command.shell])
      return exitCodes.ok
    default:
      return withApp(command, io)
  }
}

type AppCommand = Exclude<Command, { kind: 'help' | 'version' | 'completion' }>

async function withApp(command: AppCommand, io: CliIo): Promise<number> {
  const { common } = command
  const dataDir = common.dataDir ?? io.defaultDataDir ?? defaultDataDir(io.host)
  const endpoint = cliEndpoint(dataDir, io.host)
  const quiet = command.kind === 'complete-profiles'
  const fail = (code: number, message: string): number => {
    if (!quiet) io.stderr(`token-desk: ${message}\n`)
    return code
  }
  const client = clientOf(io.host)
  const place: ProjectPlace = { ...io.host, cwd: io.cwd ?? process.cwd() }
  /** Where the profile came from when none was named. */
  let defaultFrom: string | null = null

  /** `graceMs`: how late the app's answer may come after its own wait of `waitMs`. */
  const ask = async <T>(
    body: Parameters<typeof exchange>[1],
    waitMs: number,
    graceMs = io.replyGraceMs ?? GRACE_MS,
  ): Promise<{ value: T } | number> => {
    const waited = { waitMs, graceMs }
    return outcome<T>(await exchange(endpoint, body, waitMs + graceMs, io.host.uid), waited)
  }
  /** How long the command waited: its --timeout (`waitMs`), and the grace for the app's reply. */
  type Waited = { waitMs: number; graceMs: number }
  const outcome = <T>(result: Exchange, waited: Waited): { value: T } | number => {
    switch (result.kind) {
      case 'not-running':
        // Which profile a command here would use is known without the app: said all the same.
        if (command.kind === 'status' && !command.json) {
          io.stdout(
            `Token Desk is not running for ${dataDir}\n  (nothing listens at ${endpoint}).\n` +
              `Profile:      ${defaultProfileLine(defaultProfile(place))}\n`,
          )
          return exitCodes.notRunning
        }
        if (command.kind === 'status') {
          const defaultJson = defaultProfileJson(defaultProfile(place))
          io.stdout(
            // The same keys whether or not the app runs: what it cannot say is null.
            `${JSON.stringify({ running: false, dataDir, endpoint, client: client.name, access: null, app: null, defaultProfile: defaultJson }, null, 2)}\n`,
          )
          return exitCodes.notRunning
        }
        return fail(
          exitCodes.notRunning,
          `Token Desk is not running for ${dataDir}. Start the app${common.dataDir ? '' : ', or choose another with --data-dir'}.`,
        )
      case 'broken':
        if (command.kind === 'status') return unanswered(exitCodes.failure, result.message)
        return fail(exitCodes.failure, result.message)
      case 'timeout':
        if (command.kind === 'status') {
          return unanswered(
            exitCodes.timeout,
            `No answer from Token Desk within ${formatDuration(waited.waitMs)}: it may be stuck.`,
          )
        }
        // Said as the user set it: the grace is the app's, for a reply its own wait ends with.
        return fail(
          exitCodes.timeout,
          waited.graceMs === 0
            ? `No answer from Token Desk within ${formatDuration(waited.waitMs)}: it may be stuck.`
            : `No answer from Token Desk: --timeout ${formatDuration(waited.waitMs)} passed, and ${formatDuration(waited.graceMs)} more for its reply. It may be stuck (token-desk status says whether it answers).`,
        )
      case 'reply':
        return unwrap<T>(result.reply)
    }
  }
  /**
   * `status` when something listens but gives no usable answer: what is known
   * without the app, said as when it does not run (the JSON with the same
   * keys, what the app would say null), then why on stderr.
   */
  const unanswered = (code: number, why: string): number => {
    const profile = defaultProfile(place)
    if (command.kind === 'status' && command.json) {
      io.stdout(
        `${JSON.stringify({ running: true, dataDir, endpoint, client: client.name, access: null, app: null, defaultProfile: defaultProfileJson(profile) }, null, 2)}\n`,
      )
    } else {
      io.stdout(
        `Token Desk does not answer for ${dataDir}\n  (${endpoint} takes the connection).\n` +
          `Profile:      ${defaultProfileLine(profile)}\n`,
      )
    }
    return fail(code, why)
  }
  const unwrap = <T>(reply: CliReply): { value: T } | number => {
    if (reply.ok) return { value: reply.value as T }
    const { error } = reply
    if (!quiet && (error.code === 'unknown-profile' || error.code === 'ambiguous-profile')) {
      io.stderr(`token-desk: ${error.message}\n`)
      if (defaultFrom)
        io.stderr(`No profile was named: this one is the default from ${defaultFrom}.\n`)
      if (error.candidates.length) {
        io.stderr(
          `${error.code === 'ambiguous-profile' ? 'Candidates' : 'Profiles'}:\n${indent(candidateTable(error.candidates, io.width))}\n`,
        )
      }
      return exitCodeOf(error)
    }
    return fail(exitCodeOf(error), error.message)
  }

  /** The profile named, else the project's default (remembered for the errors), else exit 2. */
  const profileFor = (
    command: Extract<AppCommand, { profile: string | null }>,
  ): string | number => {
    const chosen = chosenProfile(command.profile, command.kind, place)
    if ('message' in chosen) {
      fail(exitCodes.usage, chosen.message)
      if (chosen.usage) io.stderr(`Run token-desk ${command.kind} --help for usage.\n`)
      return exitCodes.usage
    }
    defaultFrom = chosen.from
    return chosen.profile
  }

  switch (command.kind) {
    case 'status': {
      // The app waits for nobody to answer a status: no grace beyond --timeout.
      const answer = await ask<CliStatus>({ op: 'status', client }, common.timeoutMs, 0)
      if (typeof answer === 'number') return answer
      printStatus(
        answer.value,
        { dataDir, endpoint, client: client.name, json: command.json },
        defaultProfile(place),
        io,
      )
      return exitCodes.ok
    }
    case 'list':
    case 'complete-profiles': {
      const answer = await ask<CliProfileRow[]>(
        { op: 'list', client, prompt: command.kind === 'list', timeoutMs: common.timeoutMs },
        common.timeoutMs,
      )
      if (typeof answer === 'number') return answer
      if (command.kind === 'complete-profiles') {
        const names = answer.value.map((r) => r.name).filter((n) => !/[\p{Cc}]/u.test(n))
        io.stdout(names.map((n) => `${n}\n`).join(''))
      } else {
        io.stdout(command.json ? profileJson(answer.value) : profileTable(answer.value, io.width))
      }
      return exitCodes.ok
    }
    case 'exec':
    case 'sink': {
      const unwritable = command.kind === 'sink' ? sinkTargetProblem(command.file) : null
      if (unwritable) return fail(exitCodes.usage, unwritable)
      const chosen = profileFor(command)
      if (typeof chosen === 'number') return chosen
      // The token now, then each renewal, on one connection for as long as this runs.
      const started = await openWatch(
        endpoint,
        { ...tokenRequest({ ...command, profile: chosen }, client), op: 'watch' },
        common.timeoutMs + (io.replyGraceMs ?? GRACE_MS),
        io.host.uid,
      )
      const answer =
        started.kind === 'reply'
          ? unwrap<CliWatchToken>(started.reply)
          : outcome<CliWatchToken>(started, {
              waitMs: common.timeoutMs,
              graceMs: io.replyGraceMs ?? GRACE_MS,
            })
      if (typeof answer === 'number') return answer
      if (started.kind !== 'reply') return exitCodes.failure // an answer comes only in a reply
      if (answer.value.notice) io.stderr(`token-desk: ${answer.value.notice}\n`)
      const watched = { first: answer.value, watching: started.watching, io }
      return command.kind === 'sink' ? runSink(command, watched) : runExec(command, watched)
    }
    case 'verify': {
      const answer = await ask<CliVerifyRow[]>(
        {
          op: 'verify',
          client,
          prompt: true,
          profiles: command.profiles,
          timeoutMs: common.timeoutMs,
        },
        common.timeoutMs,
      )
      if (typeof answer === 'number') return answer
      io.stdout(command.json ? verifyJson(answer.value) : verifyTable(answer.value, io.width))
      const unchecked = uncheckedNote(answer.value)
      if (unchecked !== null) io.stderr(`token-desk: ${unchecked}\n`)
      return verifyExitCode(answer.value)
    }
    default: {
      const chosen = profileFor(command)
      if (typeof chosen === 'number') return chosen
      const answer = await ask<CliToken>(
        tokenRequest({ ...command, profile: chosen }, client),
        common.timeoutMs,
      )
      if (typeof answer === 'number') return answer
      const token = answer.value
      if (token.notice) io.stderr(`token-desk: ${token.notice}\n`)
      switch (command.kind) {
        case 'header':
          io.stdout(
            command.value ? `${token.authorization}\n` : `Authorization: ${token.authorization}\n`,
          )
          return exitCodes.ok
        case 'token':
          io.stdout(`${token.token}\n`)
          return exitCodes.ok
        case 'env':
          io.stdout(formatEnv(command.shell, tokenVariables(token)))
          return exitCodes.ok
      }
    }
  }
}

function tokenRequest(
  command: { profile: string; minTtlMs: number; force: boolean; common: Common },
  client: { id: string; name: string },
) {
  return {
    op: 'token' as const,
    client,
    prompt: true,
    profile: command.profile,
    minTtlMs: command.minTtlMs,
    ...(command.force ? { force: true } : {}),
    timeoutMs: command.common.timeoutMs,
  }
}

const indent = (text: string): string =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')

/** Enough to tell them apart, and the id to pick one by. */
/** At most this many candidates are listed; the rest are counted (a desk has hundreds). */
const CANDIDATES_SHOWN = 12

/**
 * The profiles a name could have meant, to pick one from: at most
 * CANDIDATES_SHOWN, fitted to the terminal as `list` is (ids to their first
 * eight characters, then names and accounts cut at the end).
 */
const candidateTable = (rows: CliProfileRow[], width: number | undefined): string => {
  const shown = rows.slice(0, CANDIDATES_SHOWN)
  const table = columns(
    shown.map((r) => [
      r.name,
      `account:${r.accountId}`,
      `${tokenWords(r)} ${relative(r.remainingMs)}`.trim(),
      r.id,
    ]),
    width === undefined
      ? undefined
      : {
          // Two columns of indent go before each line.
          width: width - 2,
          shrink: [
            [0, 12],
            [1, 14],
          ] as const,
          prefix: { column: 3, minimum: ID_PREFIX_MINIMUM },
        },
  )
  const more = rows.length - shown.length
  return more > 0
    ? `${table}
… and ${more} more: token-desk list shows them all.`
    : table
}

function printStatus(
  status: CliStatus,
  where: { dataDir: string; endpoint: string; client: string; json: boolean },
  project: DefaultProfile,
  io: CliIo,
): void {
  if (where.json) {
    io.stdout(
      `${JSON.stringify({ running: true, dataDir: where.dataDir, endpoint: where.endpoint, client: where.client, access: status.access, app: status.app ?? null, defaultProfile: defaultProfileJson(project) }, null, 2)}\n`,
    )
    return
  }
  const { access, app } = status
  const accessLine =
    access.kind === 'off'
      ? 'off: switch it on in Token Desk, Settings → Command line'
      : access.kind === 'not-approved'
        ? 'on; this client is not approved yet: the next command asks in the app'
        : access.until === null
          ? 'approved (always)'
          : `approved until ${new Date(access.until).toLocaleString()}`
  io.stdout(
    [
      `Token Desk is running${app ? ` (version ${app.version}, ${app.runtime})` : ''}.`,
      `Data folder:  ${app?.dataDir || where.dataDir}`,
      `Endpoint:     ${where.endpoint}`,
      `This client:  ${where.client}`,
      `Access:       ${accessLine}`,
      ...(app?.locked === true
        ? ['Window:       locked: commands that hand out a token are refused until Unlock']
        : []),
      `Profile:      ${defaultProfileLine(project)}`,
      '',
    ].join('\n'),
  )
}

/** For the built entry and the packaged app. */
export const realIo = (version: string, defaultDataDirOverride?: string): CliIo => ({
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  stdoutIsTerminal: process.stdout.isTTY === true,
  host: currentHost(),
  parentName: () => parentProcessName(),
  width: terminalWidth(process.env, process.stdout),
  version,
  ...(defaultDataDirOverride ? { defaultDataDir: defaultDataDirOverride } : {}),
})

/** The profile used when a command names none, and where it comes from. */
const defaultProfileLine = (found: DefaultProfile): string =>
  found.kind === 'none'
    ? 'none by default (no TOKEN_DESK_PROFILE, no .token-desk.json here or above): name one'
    : found.kind === 'error'
      ? `no default: ${found.message}`
      : `${found.profile} (from ${sourceOf(found)})`

const defaultProfileJson = (found: DefaultProfile) =>
  found.kind === 'none'
    ? null
    : found.kind === 'error'
      ? { error: found.message }
      : { profile: found.profile, from: sourceOf(found) }
