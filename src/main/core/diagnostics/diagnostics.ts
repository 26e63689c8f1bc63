import { arch, platform, release, type } from 'node:os'
import type { AppInfo, RendererError } from '../../../shared/ipc/contract'
import { keyringLabel } from '../../../shared/model/keyring'
import type { ScreenLockWatch } from '../../../shared/model/lock'
import type { Notice } from '../../../shared/model/notice'
import type { Settings } from '../../../shared/model/settings'
import type { SettledTokenState } from '../../../shared/model/token'
import { WITHHELD } from '../log/logger'
import { redact } from '../protocol/redact'

/** The machine and runtime, as far as the process can tell. */
export interface SystemFacts {
  os: string
  platform: string
  arch: string
  release: string
  /** Present in Electron only. */
  electron?: string
  chrome?: string
  node: string
}

export const systemFacts = (): SystemFacts => ({
  os: type(),
  platform: platform(),
  arch: arch(),
  release: release(),
  node: process.versions.node,
  ...(process.versions['electron'] ? { electron: process.versions['electron'] } : {}),
  ...(process.versions['chrome'] ? { chrome: process.versions['chrome'] } : {}),
})

export type TokenCounts = Record<SettledTokenState['kind'], number>

/** Everything a report says; none of it names a profile, a user or a secret. */
export interface DiagnosticsFacts {
  generatedAt: number
  app: Pick<AppInfo, 'version' | 'runtime'>
  system: SystemFacts
  protection: { kind: AppInfo['protection']['kind']; backend: string }
  /** Whether the OS's screen lock is heard; absent: no desktop (tests). */
  screenLock?: ScreenLockWatch
  counts: { profiles: number; tokens: TokenCounts; savedRequests: number }
  settings: Settings
  notices: Notice['kind'][]
  log: readonly string[]
  rendererError?: RendererError
}

const section = (title: string, lines: readonly string[]) => [
  '',
  `== ${title} ==`,
  ...(lines.length > 0 ? lines : ['(none)']),
]

/**
 * The text behind "Copy diagnostics", for a bug report. Every line is
 * redacted, and a line holding a secret the app knows is withheld, like the log.
 */
export function formatDiagnostics(
  facts: DiagnosticsFacts,
  holdsSecret: (text: string) => boolean = () => false,
): string {
  const { system, counts } = facts
  const lines = [
    `Token Desk diagnostics, ${new Date(facts.generatedAt).toISOString()}`,
    'No passwords, tokens, header values or profile details are included.',
    ...section('App', [`Version: ${facts.app.version}`, `Runtime: ${facts.app.runtime}`]),
    ...section('System', [
      `OS: ${system.os} ${system.release} (${system.platform}, ${system.arch})`,
      ...(system.electron ? [`Electron: ${system.electron}`] : []),
      ...(system.chrome ? [`Chrome: ${system.chrome}`] : []),
      `Node: ${system.node}`,
      ...(facts.screenLock ? [`Screen lock: ${screenLockLine(facts.screenLock)}`] : []),
    ]),
    ...section('Secret storage', [
      `Protection: ${facts.protection.kind}`,
      `Backend: ${facts.protection.backend} (${keyringLabel(facts.protection.backend)})`,
    ]),
    ...section('Counts', [
      `Profiles: ${counts.profiles}`,
      `Tokens: ${Object.entries(counts.tokens)
        .map(([state, n]) => `${state} ${n}`)
        .join(', ')}`,
      `Saved requests: ${counts.savedRequests}`,
    ]),
    ...section(
      'Settings',
      Object.entries(settingsForReport(facts.settings)).map(
        ([key, value]) => `${key}: ${JSON.stringify(value)}`,
      ),
    ),
    ...section('Start-up notices', facts.notices),
    ...(facts.rendererError ? section('Panel error', rendererErrorLines(facts.rendererError)) : []),
    ...section(`Recent log (${facts.log.length} lines, newest last)`, facts.log),
  ]
  return lines
    .map((line) => {
      const clean = redact(line)
      return holdsSecret(clean) ? WITHHELD : clean
    })
    .join('\n')
}

function screenLockLine(watch: ScreenLockWatch): string {
  switch (watch.kind) {
    case 'starting':
      return 'not known yet (still connecting)'
    case 'watching':
      return `heard through ${watch.via.join(', ')}`
    case 'unobservable':
      return `cannot be observed (${watch.reason}): locking the screen does not clear the clipboard or session passwords`
  }
}

function rendererErrorLines(error: RendererError): string[] {
  const indent = (text: string) =>
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => `  ${l}`)
  return [
    `Panel: ${error.panel}`,
    `${error.name}: ${error.message}`,
    ...(error.stack ? ['Stack:', ...indent(error.stack)] : []),
    ...(error.componentStack ? ['Components:', ...indent(error.componentStack)] : []),
  ]
}

/**
 * The settings as the report shows them: the network ones that name hosts,
 * people or paths (the proxy's address and user, bypass hosts, CA files) only
 * as set or not, and how many.
 */
export function settingsForReport(settings: Settings): Record<string, unknown> {
  return {
    ...settings,
    proxyUrl: settings.proxyUrl === '' ? '(none)' : '(set)',
    proxyUsername: settings.proxyUsername === '' ? '(none)' : '(set)',
    proxyBypass: `${settings.proxyBypass.length} entries`,
    extraCaFiles: `${settings.extraCaFiles.length} files`,
  }
}
