import { describe, expect, it, vi } from 'vitest'
import { approvalDialog } from '../../src/main/core/cli/approvalDialog'
import { expiryNotice } from '../../src/main/core/desktop/expiryNotice'
import { renewSummarySpeech } from '../../src/main/core/desktop/renewSummarySpeech'
import { trayMenu } from '../../src/main/core/desktop/trayMenu'
import { de, en } from '../../src/main/core/i18n/resources'
import { english, speaker, speechFor } from '../../src/main/core/i18n/speech'
import { appMenuTemplate, type AppMenuOptions } from '../../src/main/core/menu/appMenu'
import { contextMenuTemplate } from '../../src/main/core/menu/contextMenu'
import type { MenuItem } from '../../src/main/core/menu/menuItem'
import type { RenewAllSummary, RenewOutcome } from '../../src/shared/ipc/events'
import type { LanguageChoice } from '../../src/shared/i18n/language'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import type { TokenSnapshot } from '../../src/shared/model/token'
import { formatDuration } from '../../src/shared/time/countdown'
import { profileViewFixture } from '../fixtures/profile'

const NOW = Date.UTC(2026, 10, 23, 9)
const MIN = 60_000
const HOUR = 60 * MIN
const german = speechFor('de')

const token = (expiresAt: number): TokenSnapshot => ({
  kind: 'issued',
  issuedAt: expiresAt - 24 * HOUR,
  expiresAt,
  rejectedAt: null,
  method: 'POST',
  envelope: 'A',
})
let n = 0
const row = (name: string, t: TokenSnapshot, favourite = true): ProfileRow =>
  profileRow(profileViewFixture({ id: `p${++n}`, name, token: t, favourite, lastUsedAt: null }))

const labels = (entries: ReturnType<typeof trayMenu>) =>
  entries.map((e) => ('label' in e ? e.label : '—'))

describe('main’s catalogs', () => {
  type Tree = { readonly [key: string]: string | Tree }
  const messages = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : messages(value, `${prefix}${key}.`),
    )
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort()
  const english = new Map(messages(en as unknown as Tree))
  const deutsch = new Map(messages(de as unknown as Tree))

  it('have every English message in German, each keeping its placeholders', () => {
    expect([...deutsch.keys()].sort()).toEqual([...english.keys()].sort())
    const lost = [...english].filter(([key, text]) => {
      // A German singular may name the one thing instead of counting it.
      const needed = placeholders(text).filter((p) => !key.endsWith('_one') || p !== 'count')
      const has = placeholders(deutsch.get(key) ?? '')
      return (
        needed.some((p) => !has.includes(p)) || has.some((p) => !placeholders(text).includes(p))
      )
    })
    expect(lost.map(([key]) => key)).toEqual([])
    expect([...english, ...deutsch].filter(([, text]) => text.trim() === '')).toEqual([])
  })
})

describe('the language the desktop speaks', () => {
  const spoken = (choice: LanguageChoice, system: string[]) =>
    speaker(
      () => choice,
      () => system,
    )()

  it('follows the system for "system": de-AT speaks German (Austrian numbers), fr-FR English', () => {
    expect(spoken('system', ['de-AT', 'en-US'])).toMatchObject({ language: 'de', locale: 'de-AT' })
    expect(spoken('system', ['fr-FR', 'en-GB'])).toMatchObject({ language: 'en', locale: 'en-GB' })
    expect(spoken('system', ['fr-FR'])).toMatchObject({ language: 'en', locale: 'en' })
    expect(spoken('system', [])).toBe(english)
  })

  it('speaks the language pinned in Settings whatever the system says, and English if the system cannot say', () => {
    expect(spoken('de', ['fr-FR']).language).toBe('de')
    expect(spoken('en', ['de-DE'])).toMatchObject({ language: 'en', locale: 'en' })
    const broken = speaker(
      () => 'system',
      () => {
        throw new Error('no languages')
      },
    )
    expect(broken()).toBe(english)
  })

  it('is one Speech per language and locale, so a change is seen by comparing them', () => {
    expect(spoken('de', ['de-DE'])).toBe(spoken('system', ['de-DE']))
    expect(spoken('de', ['de-DE'])).not.toBe(spoken('de', ['de-CH']))
  })

  it('writes counts as the locale does', () => {
    const many = (locale: string) =>
      speechFor('de', locale).t('desktop:tray.moreFavourites', { count: 1234 })
    expect(many('de-DE')).toBe('1.234 weitere im Fenster')
    // Swiss grouping, as this Node's ICU writes it (an apostrophe, straight or curly).
    expect(many('de-CH')).toBe(`${new Intl.NumberFormat('de-CH').format(1234)} weitere im Fenster`)
    expect(many('de-CH')).not.toBe(many('de-DE'))
    expect(english.t('desktop:tray.moreFavourites', { count: 1 })).toBe('1 more in the window')
  })

  it('says durations as the command line does in English, and in German’s own words', () => {
    for (const ms of [
      0,
      999,
      42_000,
      59_499,
      60_000,
      20 * MIN,
      HOUR,
      80 * MIN,
      2_000 * HOUR,
      -MIN,
    ]) {
      expect(english.duration(ms)).toBe(formatDuration(ms))
    }
    expect(german.duration(80 * MIN)).toBe('1 h 20 min')
    expect(german.duration(2_000 * HOUR)).toBe('2000 h')
  })
})

describe('the tray menu and the expiry notification in German', () => {
  it('names each state and command in German', () => {
    const fav = row('Acme', token(NOW + 3 * HOUR + 20 * MIN))
    const none = row('Ohne', { kind: 'none' })
    const expiring = row('Bald', token(NOW + 20 * MIN), false)
    expect(labels(trayMenu([fav, none, expiring], NOW, HOUR, false, german))).toEqual([
      'Favoriten — auswählen, um den Header zu kopieren',
      'Acme — noch 3 h 20 min',
      'Ohne — kein Token · Token holen',
      '—',
      'Als Nächstes ablaufend',
      'Bald — noch 20 min',
      '—',
      '„Bald“ erneuern',
      'Alle erneuern',
      'Token Desk öffnen',
      'Token Desk beenden',
    ])
    expect(labels(trayMenu([fav], NOW, HOUR, true, german))).toEqual([
      'Token Desk ist gesperrt',
      '—',
      'Token Desk öffnen',
      'Token Desk beenden',
    ])
  })

  it('counts the favourites left out with German plurals', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => row(`Fav ${i}`, token(NOW + 5 * HOUR)))
    expect(labels(trayMenu(many(13), NOW, HOUR, false, german))).toContain('1 weiterer im Fenster')
    expect(labels(trayMenu(many(30), NOW, HOUR, false, german))).toContain('18 weitere im Fenster')
  })

  it('says one expiring token, and several, in German', () => {
    const acme = row('Acme', token(NOW + 7 * MIN))
    expect(expiryNotice([acme], NOW, german)).toMatchObject({
      title: '„Acme“: Token läuft in 7 min ab',
      body: 'Klicken Sie, um das Profil zum Erneuern zu öffnen, oder erneuern Sie das Token über das Menü im Infobereich.',
    })
    const other = row('Zweit', token(NOW + 9 * MIN))
    expect(expiryNotice([acme, other], NOW, german)).toMatchObject({
      title: '2 Tokens laufen innerhalb von 15 min ab',
      body: 'Als Erstes „Acme“ in 7 min. Erneuern Sie alle über das Menü im Infobereich oder im Fenster.',
    })
  })
})

describe('the renew summary in a notification', () => {
  const outcome = (kind: RenewOutcome['kind'], reason: 'expired' | 'expiring' = 'expired') =>
    ({
      profileId: 'p',
      name: 'P',
      reason,
      ...(kind === 'renewed'
        ? { kind, expiresAt: NOW }
        : kind === 'failed'
          ? { kind, error: { code: 'network', message: 'down' } }
          : kind === 'failed-still-valid'
            ? { kind, error: { code: 'network', message: 'down' }, validUntil: NOW }
            : kind === 'skipped'
              ? { kind, why: 'no-password' }
              : { kind }),
    }) as RenewOutcome
  const summaries: RenewAllSummary[] = [
    { scope: 'due', total: 0, outcomes: [], leftAlone: { valid: 3, withoutToken: 1, renewing: 0 } },
    {
      scope: 'without-token',
      total: 0,
      outcomes: [],
      leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
    },
    {
      scope: 'due',
      total: 6,
      outcomes: [
        outcome('renewed'),
        outcome('renewed', 'expiring'),
        outcome('failed'),
        outcome('failed-still-valid'),
        outcome('cancelled'),
        outcome('skipped'),
      ],
      leftAlone: { valid: 1, withoutToken: 2, renewing: 1 },
    },
    {
      scope: 'selected',
      total: 1,
      outcomes: [outcome('renewed')],
      leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
    },
    {
      scope: 'without-token',
      total: 2,
      outcomes: [outcome('failed'), outcome('failed')],
      leftAlone: { valid: 0, withoutToken: 0, renewing: 2 },
    },
  ]

  it('says it in English', () => {
    expect(renewSummarySpeech(summaries[2]!, english)).toBe(
      '6 due: 2 tokens renewed (1 expired, 1 expiring), 1 failed, 1 renewal failed with the current token still valid, 1 cancelled, 1 skipped. Left alone: 1 token still valid beyond the warning window; 2 profiles without a token yet; 1 renewal already under way.',
    )
  })

  it('counts a refused password apart from other failures, with the profiles not tried after it', () => {
    const refused = (kind: 'failed' | 'failed-still-valid'): RenewOutcome =>
      ({
        ...outcome(kind),
        error: { code: 'auth-rejected', message: 'The password was refused.' },
      }) as RenewOutcome
    const run: RenewAllSummary = {
      scope: 'selected',
      total: 6,
      outcomes: [
        outcome('renewed'),
        refused('failed'),
        refused('failed-still-valid'),
        { ...outcome('skipped'), why: 'login-refused', refusedFor: 'Acme' } as RenewOutcome,
        { ...outcome('skipped'), why: 'login-refused', refusedFor: 'Acme' } as RenewOutcome,
        outcome('failed'),
      ],
      leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
    }
    expect(renewSummarySpeech(run, english)).toBe(
      '6 profiles chosen: 1 profile got a token, 1 failed, 2 passwords refused, 2 not tried after a refusal.',
    )
    expect(renewSummarySpeech(run, german)).toBe(
      '6 Profile ausgewählt: 1 Profil hat ein Token erhalten, 1 fehlgeschlagen, 2 Passwörter abgelehnt, 2 nach einer Ablehnung nicht versucht.',
    )
  })

  it('says it in German', () => {
    expect(renewSummarySpeech(summaries[2]!, german)).toBe(
      '6 fällig: 2 Tokens erneuert (1 abgelaufen, 1 bald ablaufend), 1 fehlgeschlagen, 1 Erneuerung fehlgeschlagen, das aktuelle Token ist noch gültig, 1 abgebrochen, 1 übersprungen. Nicht angefasst: 1 Token noch über das Warnfenster hinaus gültig; 2 Profile noch ohne Token; 1 Erneuerung bereits im Gange.',
    )
  })
})

describe('the menus in German', () => {
  const options = (overrides: Partial<AppMenuOptions> = {}): AppMenuOptions => ({
    platform: 'linux',
    appName: 'Token Desk',
    isDev: false,
    openDocs: vi.fn(),
    showLogFile: vi.fn(),
    command: vi.fn(),
    state: { locked: false, profiles: 3 },
    speech: german,
    ...overrides,
  })
  /** Each item's label, a role's as "[role] label", "---" for a separator. */
  const outline = (items: MenuItem[], depth = 0): string[] =>
    items.flatMap((item) => {
      const pad = '  '.repeat(depth)
      if ('type' in item) return [`${pad}---`]
      if ('submenu' in item) return [`${pad}${item.label}`, ...outline(item.submenu, depth + 1)]
      if ('click' in item) return [`${pad}${item.label}`]
      return [`${pad}[${item.role}] ${item.label ?? '(Electron’s)'}`]
    })

  it('on Linux: Datei, Bearbeiten, Ansicht, Fenster, Hilfe, every role named', () => {
    expect(outline(appMenuTemplate(options()))).toEqual([
      'Datei',
      '  Neues Profil',
      '  Importieren …',
      '  Exportieren …',
      '  ---',
      '  Alle erneuern',
      '  Alle prüfen',
      '  ---',
      '  Sperren',
      '  ---',
      '  Einstellungen',
      '  ---',
      '  [quit] Beenden',
      'Bearbeiten',
      '  [undo] Rückgängig',
      '  [redo] Wiederholen',
      '  ---',
      '  [cut] Ausschneiden',
      '  [copy] Kopieren',
      '  [paste] Einfügen',
      '  [delete] Löschen',
      '  ---',
      '  [selectAll] Alles auswählen',
      'Ansicht',
      '  Schnellsuche',
      '  Board',
      '  ---',
      '  [resetZoom] Originalgröße',
      '  [zoomIn] Vergrößern',
      '  [zoomOut] Verkleinern',
      '  ---',
      '  [togglefullscreen] Vollbild ein/aus',
      'Fenster',
      '  [minimize] Minimieren',
      '  [close] Schließen',
      'Hilfe',
      '  Dokumentation zu Token Desk',
      '  Protokolldatei anzeigen',
      '  ---',
      '  [about] Über',
    ])
  })

  it('on macOS: the app menu’s roles name the app as macOS does', () => {
    const [appMenu] = appMenuTemplate(options({ platform: 'darwin' }))
    expect(outline([appMenu!])).toEqual([
      'Token Desk',
      '  [about] Über Token Desk',
      '  ---',
      '  Einstellungen …',
      '  ---',
      '  [services] Dienste',
      '  ---',
      '  [hide] Token Desk ausblenden',
      '  [hideOthers] Andere ausblenden',
      '  [unhide] Alle einblenden',
      '  ---',
      '  [quit] Token Desk beenden',
    ])
  })

  it('keeps the commands’ keys and what they do', () => {
    const command = vi.fn()
    const [file] = appMenuTemplate(options({ platform: 'win32', command }))
    const items = file && 'submenu' in file ? file.submenu : []
    expect(items[0]).toMatchObject({ label: 'Neues Profil', accelerator: 'CmdOrCtrl+N' })
    if (items[0] && 'click' in items[0]) items[0].click()
    expect(command).toHaveBeenCalledWith('new-profile')
    expect(items.at(-1)).toEqual({ role: 'quit', label: 'Beenden' })
  })

  it('leaves Electron its own English words for the roles', () => {
    const roles = JSON.stringify(appMenuTemplate(options({ speech: english })))
    expect(roles).not.toMatch(/"role":"\w+","label"/)
    expect(contextMenuTemplate(params, english, 'linux')).toEqual([
      { role: 'cut', enabled: true },
      { role: 'copy', enabled: true },
      { role: 'paste', enabled: true },
      { type: 'separator' },
      { role: 'selectAll', enabled: true },
    ])
  })

  const params = {
    isEditable: true,
    selectionText: '',
    editFlags: { canCut: true, canCopy: true, canPaste: true, canSelectAll: true },
  }

  it('names the right-click menu’s roles, Einsetzen on macOS', () => {
    expect(contextMenuTemplate(params, german, 'darwin')).toEqual([
      { role: 'cut', enabled: true, label: 'Ausschneiden' },
      { role: 'copy', enabled: true, label: 'Kopieren' },
      { role: 'paste', enabled: true, label: 'Einsetzen' },
      { type: 'separator' },
      { role: 'selectAll', enabled: true, label: 'Alles auswählen' },
    ])
  })
})

describe('the command line’s approval prompt', () => {
  const client = { id: 'c1', name: 'zsh (pid 42)' }

  it('says what the command asks for in the language spoken, the buttons in the answers’ order', () => {
    expect(
      approvalDialog(
        { client, what: 'a token for “Acme”', asked: { kind: 'token', profile: 'Acme' } },
        english,
      ),
    ).toEqual({
      title: 'Command line access',
      message: 'Allow `token-desk` access?',
      detail:
        'zsh (pid 42) asks for a token for “Acme”.\n\nClient c1\n\nApprovals for 8 hours or always are listed in Settings → Command line, where you can revoke them.',
      buttons: ['Allow once', 'Allow for 8 hours', 'Always allow', 'Deny'],
    })
    const verify = approvalDialog(
      { client, what: '', asked: { kind: 'verify', profiles: ['a', 'b'] } },
      german,
    )
    expect(verify.detail).toMatch(
      /^zsh \(pid 42\) bittet um eine Prüfung der Tokens von 2 Profilen\./,
    )
    expect(verify.buttons).toEqual([
      'Einmal erlauben',
      'Für 8 Stunden erlauben',
      'Immer erlauben',
      'Ablehnen',
    ])
  })
})

describe('a Speech says a message again as it said it', () => {
  it('answers each key with its own values, and the same words for the same values', () => {
    const german = speechFor('de', 'de-DE')
    const one = german.t('desktop:tray.moreFavourites', { count: 1 })
    const many = german.t('desktop:tray.moreFavourites', { count: 1234 })
    expect(many).not.toBe(one)
    expect(many).toContain('1.234')
    expect(german.t('desktop:tray.moreFavourites', { count: 1234 })).toBe(many)
    // Each language keeps its own: English after German is English.
    expect(english.t('desktop:tray.moreFavourites', { count: 1234 })).toBe(
      '1,234 more in the window',
    )
  })
})
