import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { saidOfIssue } from '../../src/shared/i18n/fieldSays'
import { said } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import { checkBaseUrl } from '../../src/shared/model/baseUrl'
import { idSchema } from '../../src/shared/model/id'
import { passwordLoginsInput } from '../../src/shared/model/login'
import { checkProxyUrl, clientCertSchema, pinSchema } from '../../src/shared/model/network'
import { commandArgvSchema, passwordCommandSchema } from '../../src/shared/model/passwordCommand'
import { newProfileFieldsSchema, passwordSchema } from '../../src/shared/model/profile'
import {
  defaultSettings,
  settingsIssues,
  settingsPatchSchema,
} from '../../src/shared/model/settings'
import {
  allowCliClientAlwaysInput,
  newPassphraseSchema,
  turnOffUnlockInput,
} from '../../src/shared/model/unlock'
import { parseCommandLine } from '../../src/shared/text/commandLine'

const profile = {
  name: 'Acme prod',
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.example.com',
  username: 'acme-api',
}

/** The first issue a schema finds in a value. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value)
  expect(parsed.success, JSON.stringify(value)).toBe(false)
  const issue = parsed.error?.issues[0]
  if (issue === undefined) throw new Error('no issue')
  return issue
}

const many = <T>(count: number, item: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => item(i))

/** Each check with a value it refuses, and the English it said before its messages were data. */
const cases: [name: string, schema: z.ZodType, value: unknown, english: string][] = [
  ['name empty', newProfileFieldsSchema, { ...profile, name: ' ' }, 'Name is required'],
  ['name missing', newProfileFieldsSchema, { ...profile, name: undefined }, 'Name is required'],
  ['name null', newProfileFieldsSchema, { ...profile, name: null }, 'Name is required'],
  ['name not text', newProfileFieldsSchema, { ...profile, name: 3 }, 'Name must be text'],
  [
    'name long',
    newProfileFieldsSchema,
    { ...profile, name: 'n'.repeat(121) },
    'Name is at most 120 characters',
  ],
  [
    'name controls',
    newProfileFieldsSchema,
    { ...profile, name: 'a\nb' },
    'Name cannot hold control characters (line breaks, tabs, escape codes or text-direction overrides)',
  ],
  ['account ID', newProfileFieldsSchema, { ...profile, accountId: '' }, 'Account ID is required'],
  ['username', newProfileFieldsSchema, { ...profile, username: '' }, 'Username is required'],
  [
    'account name long',
    newProfileFieldsSchema,
    { ...profile, accountName: 'a'.repeat(201) },
    'Account name is at most 200 characters',
  ],
  [
    'account name controls',
    newProfileFieldsSchema,
    { ...profile, accountName: 'a\u001b' },
    'Account name cannot hold control characters (line breaks, tabs, escape codes or text-direction overrides)',
  ],
  ['portal', newProfileFieldsSchema, { ...profile, portal: 'x' }, 'Choose a portal'],
  ['base URL missing', newProfileFieldsSchema, { ...profile, baseUrl: 5 }, 'Base URL is required'],
  [
    'base URL scheme',
    newProfileFieldsSchema,
    { ...profile, baseUrl: 'ftp://x.example' },
    'Use http:// or https://, not ftp://',
  ],
  [
    'API host text',
    newProfileFieldsSchema,
    { ...profile, apiHostUrl: 5 },
    'API host URL must be text',
  ],
  [
    'API host rest path',
    newProfileFieldsSchema,
    { ...profile, apiHostUrl: 'https://api.example.com/_rest/v4' },
    'Give the scheme and host only (and a path prefix, if any): the app adds /_rest/v4/… itself',
  ],
  [
    'auto-renew',
    newProfileFieldsSchema,
    { ...profile, autoRenew: 'yes' },
    'Auto-renew must be yes or no',
  ],
  [
    'favourite',
    newProfileFieldsSchema,
    { ...profile, favourite: 1 },
    'Favourite must be yes or no',
  ],
  ['tag text', newProfileFieldsSchema, { ...profile, tags: [5] }, 'A tag must be text'],
  [
    'tags not a list',
    newProfileFieldsSchema,
    { ...profile, tags: 'prod, eu' },
    'Tags must be a list of texts, e.g. ["prod", "eu"]',
  ],
  [
    'account name text',
    newProfileFieldsSchema,
    { ...profile, accountName: [] },
    'Account name must be text',
  ],
  ['notes text', newProfileFieldsSchema, { ...profile, notes: {} }, 'Notes must be text'],
  [
    'colour',
    newProfileFieldsSchema,
    { ...profile, colour: 5 },
    'Colour must be one of none, red, orange, yellow, green, teal, blue, purple, pink, grey',
  ],
  [
    'header style',
    newProfileFieldsSchema,
    { ...profile, headerStyle: true },
    'Header style must be one of bearer, bare',
  ],
  [
    'SMS method',
    newProfileFieldsSchema,
    { ...profile, smsMethod: 'PUT' },
    'SMS method must be one of POST, GET',
  ],
  ['tag empty', newProfileFieldsSchema, { ...profile, tags: [' '] }, 'A tag cannot be empty'],
  [
    'tag long',
    newProfileFieldsSchema,
    { ...profile, tags: ['t'.repeat(41)] },
    'A tag is at most 40 characters',
  ],
  [
    'tag controls',
    newProfileFieldsSchema,
    { ...profile, tags: ['a\tb'] },
    'A tag cannot hold control characters (line breaks, tabs, escape codes or text-direction overrides)',
  ],
  [
    'tags',
    newProfileFieldsSchema,
    { ...profile, tags: many(21, (i) => `t${i}`) },
    'At most 20 tags',
  ],
  [
    'notes long',
    newProfileFieldsSchema,
    { ...profile, notes: 'n'.repeat(2001) },
    'Notes are at most 2000 characters',
  ],
  [
    'notes controls',
    newProfileFieldsSchema,
    { ...profile, notes: 'a\u001b' },
    'Notes cannot hold control characters other than line breaks and tabs',
  ],
  ['password text', passwordSchema, 5, 'Password must be text'],
  ['password empty', passwordSchema, '', 'Password cannot be empty'],
  ['password long', passwordSchema, 'p'.repeat(1025), 'Password is at most 1024 characters'],
  ['id text', idSchema(said('fields.label.profileId')), 5, 'Profile id must be text'],
  ['id empty', idSchema(said('fields.label.profileId')), '', 'Profile id is required'],
  [
    'id long',
    idSchema(said('fields.label.profileId')),
    'i'.repeat(101),
    'Profile id is at most 100 characters',
  ],
  ['id shape', idSchema(said('fields.label.profileId')), 'a b', 'Profile id is not a valid id'],
  [
    'id, another label',
    idSchema(said('fields.label.runId')),
    'toString',
    'Run id is not a valid id',
  ],
  [
    'seconds',
    settingsPatchSchema,
    { requestTimeoutMs: 1500 },
    'Request time-out must be a whole number of seconds from 1 to 120',
  ],
  [
    'minutes',
    settingsPatchSchema,
    { warningMs: 'x' },
    'Warning window must be a whole number of minutes from 1 to 720',
  ],
  [
    'count',
    settingsPatchSchema,
    { renewConcurrency: 0 },
    'Parallel renewals must be a whole number from 1 to 20',
  ],
  [
    'seconds or 0',
    settingsPatchSchema,
    { clipboardClearMs: 1000 },
    'Clear clipboard after must be a whole number of seconds from 5 to 600, or 0 to never clear it',
  ],
  [
    'minutes or 0',
    settingsPatchSchema,
    { lockAfterIdleMs: -60_000 },
    'Lock after idle must be a whole number of minutes from 1 to 480, or 0 to never lock',
  ],
  [
    'keep passwords',
    settingsPatchSchema,
    { keepPasswordsInWeakStorage: 1 },
    'Keep passwords must be true or false',
  ],
  [
    'expiry notifications',
    settingsPatchSchema,
    { expiryNotifications: 1 },
    'Expiry notifications must be on or off',
  ],
  [
    'proxy mode',
    settingsPatchSchema,
    { proxyMode: 'pac' },
    'Choose system, no proxy or a manual proxy',
  ],
  ['proxy text', settingsPatchSchema, { proxyUrl: 5 }, 'The proxy address must be text'],
  [
    'proxy long',
    settingsPatchSchema,
    { proxyUrl: `http://${'p'.repeat(500)}` },
    'The proxy address is at most 500 characters',
  ],
  [
    'proxy scheme',
    settingsPatchSchema,
    { proxyUrl: 'https://proxy.example.com:8080' },
    'Only HTTP proxies are supported (https was given); https requests go through them in a CONNECT tunnel.',
  ],
  [
    'proxy not an address',
    settingsPatchSchema,
    { proxyUrl: 'http://[bad' },
    '“http://[bad” is not a proxy address. Use http://host:port',
  ],
  ['bypass empty', settingsPatchSchema, { proxyBypass: [' '] }, 'A bypass entry cannot be empty'],
  [
    'bypass long',
    settingsPatchSchema,
    { proxyBypass: ['b'.repeat(256)] },
    'A bypass entry is at most 255 characters',
  ],
  [
    'bypass shape',
    settingsPatchSchema,
    { proxyBypass: ['a/b'] },
    'A bypass entry is a host, *.domain, an address or <local>, not “a/b”',
  ],
  [
    'bypass list',
    settingsPatchSchema,
    { proxyBypass: many(101, (i) => `h${i}`) },
    'At most 100 bypass entries',
  ],
  [
    'proxy user text',
    settingsPatchSchema,
    { proxyUsername: 5 },
    'The proxy user name must be text',
  ],
  [
    'proxy user long',
    settingsPatchSchema,
    { proxyUsername: 'u'.repeat(201) },
    'The proxy user name is at most 200 characters',
  ],
  ['CA file text', settingsPatchSchema, { extraCaFiles: [5] }, 'A CA file must be a file path'],
  [
    'CA file empty',
    settingsPatchSchema,
    { extraCaFiles: [' '] },
    'A CA file is empty: choose a file',
  ],
  [
    'CA file long',
    settingsPatchSchema,
    { extraCaFiles: [`/${'c'.repeat(1000)}`] },
    'A CA file is at most 1000 characters',
  ],
  [
    'CA file relative',
    settingsPatchSchema,
    { extraCaFiles: ['certs/ca.pem'] },
    'A CA file must be a full path (starting with / or a drive letter), not “certs/ca.pem”',
  ],
  [
    'CA files',
    settingsPatchSchema,
    { extraCaFiles: many(21, (i) => `/ca${i}.pem`) },
    'At most 20 CA files',
  ],
  ['retry', settingsPatchSchema, { retryOn401: 'no' }, 'Retry on 401 must be true or false'],
  ['shortcut text', settingsPatchSchema, { globalShortcut: 5 }, 'The shortcut must be text'],
  [
    'shortcut long',
    settingsPatchSchema,
    { globalShortcut: `Ctrl+${'K'.repeat(60)}` },
    'The shortcut is at most 60 characters',
  ],
  [
    'shortcut shift',
    settingsPatchSchema,
    { globalShortcut: 'Shift+K' },
    'Shift alone is not enough: add CommandOrControl or Alt, or every capital letter would open the switcher',
  ],
  ['open at login', settingsPatchSchema, { openAtLogin: 1 }, 'Open at login must be on or off'],
  [
    'fresh favourites',
    settingsPatchSchema,
    { keepFavouritesFresh: 1 },
    "Keep favourites' tokens fresh must be on or off",
  ],
  ['vault text', settingsPatchSchema, { passwordCommandVault: 5 }, 'The vault must be text'],
  [
    'vault long',
    settingsPatchSchema,
    { passwordCommandVault: 'v'.repeat(201) },
    'The vault is at most 200 characters',
  ],
  [
    'vault controls',
    settingsPatchSchema,
    { passwordCommandVault: 'a\u0001' },
    'The vault cannot hold control characters',
  ],
  [
    'language',
    settingsPatchSchema,
    { language: 'fr' },
    'Choose the system language, English or Deutsch',
  ],
  [
    'client certificate',
    clientCertSchema,
    { kind: 'p7b' },
    'Choose no client certificate, a PKCS#12 file or a PEM pair',
  ],
  [
    'PKCS#12 file',
    clientCertSchema,
    { kind: 'pkcs12', file: '' },
    'The PKCS#12 file is empty: choose a file',
  ],
  [
    'certificate file',
    clientCertSchema,
    { kind: 'pem', certFile: 'c.pem', keyFile: '/k.pem' },
    'The certificate file must be a full path (starting with / or a drive letter), not “c.pem”',
  ],
  [
    'key file',
    clientCertSchema,
    { kind: 'pem', certFile: '/c.pem', keyFile: 5 },
    'The key file must be a file path',
  ],
  ['pin', pinSchema, 'AB:CD', 'A SHA-256 fingerprint is 64 hex digits (32 pairs such as AB:CD:…)'],
  ['passphrase text', newPassphraseSchema, 5, 'The passphrase must be text'],
  ['passphrase short', newPassphraseSchema, 'short', 'The passphrase needs at least 8 characters'],
  [
    'passphrase long',
    newPassphraseSchema,
    'p'.repeat(1025),
    'The passphrase is at most 1024 characters',
  ],
  ['passphrase typed', turnOffUnlockInput, { current: '' }, 'Enter the unlock passphrase'],
  ['client id', allowCliClientAlwaysInput, { clientId: 'a b' }, 'Client id is not a valid id'],
  ['command list', commandArgvSchema, 'op read', 'The command must be a list of arguments'],
  ['command empty', commandArgvSchema, [], 'Enter the command that prints the password'],
  ['command program', commandArgvSchema, [' ', 'x'], 'Name the program to run first'],
  [
    'command arguments',
    commandArgvSchema,
    many(33, () => 'a'),
    'A command has at most 32 arguments',
  ],
  ['argument text', commandArgvSchema, ['op', 5], 'Each argument must be text'],
  [
    'argument long',
    commandArgvSchema,
    ['op', 'a'.repeat(1001)],
    'Each argument is at most 1000 characters',
  ],
  [
    'argument controls',
    commandArgvSchema,
    ['op', 'a\nb'],
    'An argument cannot hold control characters',
  ],
  [
    'keep in keyring',
    passwordCommandSchema,
    { argv: ['op'], keepInKeyring: 'no' },
    'Keep in the keyring must be on or off',
  ],
  ['profile ids', passwordLoginsInput, { profileIds: 'p1' }, 'Profile ids must be a list'],
  ['no profile ids', passwordLoginsInput, { profileIds: [] }, 'Name at least one profile'],
  ['a profile id', passwordLoginsInput, { profileIds: ['a b'] }, 'Profile id is not a valid id'],
]

describe('the shared checks’ messages, as data', () => {
  it.each(cases)('%s: the same English, and the Said it comes from', (_, schema, value, text) => {
    const issue = firstIssue(schema, value)
    expect(issue.message).toBe(text)
    const saidOf = saidOfIssue(issue)
    expect(saidOf).toBeDefined()
    if (saidOf !== undefined) expect(english(saidOf)).toBe(text)
  })

  it.each([
    ['', 'Enter the base URL, e.g. https://portal.example.com'],
    ['portal example', 'Not a URL: start with https:// followed by the host name'],
    ['mailto:x@example.com', 'Use http:// or https://, not mailto://'],
    ['https://u:p@portal.example.com', 'Remove the user name and password from the URL'],
    ['https://portal.example.com/?a=1', 'Remove the query (?…)'],
    ['https://portal.example.com/#top', 'Remove the fragment (#…)'],
  ])('a base URL %j: %s', (raw, text) => {
    const checked = checkBaseUrl(raw)
    expect(checked.ok ? null : checked.message).toBe(text)
    expect(checked.ok ? null : english(checked.said)).toBe(text)
  })

  it.each([
    ['', 'Enter the proxy address, e.g. http://proxy.example.com:8080'],
    [
      'http://user:pw@proxy.example.com:8080',
      'Put the proxy user name and password in their own fields, not in the address.',
    ],
    [
      'http://proxy.example.com:8080/pac',
      'A proxy address is only http://host:port, without a path.',
    ],
  ])('a proxy %j: %s', (raw, text) => {
    const checked = checkProxyUrl(raw)
    expect(checked.ok ? null : checked.message).toBe(text)
    expect(checked.ok ? null : english(checked.said)).toBe(text)
  })

  it('says a manual proxy without an address, and what a password command cannot run', () => {
    expect(settingsIssues({ ...defaultSettings, proxyMode: 'manual' })).toEqual([
      {
        path: 'proxyUrl',
        message: 'Enter the proxy address for a manual proxy, e.g. http://proxy.example.com:8080',
        said: { key: 'fields.proxy.manualNeedsAddress' },
      },
    ])
    const piped = parseCommandLine('op read x | head -1')
    expect(piped.ok ? null : piped.message).toBe(
      '| needs a shell, and a password command runs without one: put it in quotes to pass it on, or put the pipeline in a script and run that',
    )
    const comment = parseCommandLine('op read x # note')
    expect(comment.ok ? null : comment.message).toBe(
      '# starts a comment in a shell: put it in quotes to pass it on',
    )
  })

  it('says them in German, the field named in German too', () => {
    const german = (schema: z.ZodType, value: unknown): string => {
      const saidOf = saidOfIssue(firstIssue(schema, value))
      return saidOf === undefined ? '' : sayIn('de', saidOf)
    }
    expect(german(newProfileFieldsSchema, { ...profile, accountId: '' })).toBe(
      'Die Konto-ID ist erforderlich',
    )
    expect(german(newProfileFieldsSchema, { ...profile, baseUrl: 'https://x.example/?q' })).toBe(
      'Entfernen Sie die Abfrage (?…)',
    )
    expect(german(settingsPatchSchema, { clipboardClearMs: 1000 })).toBe(
      '„Zwischenablage leeren nach“ muss eine ganze Zahl von 5 bis 600 Sekunden sein, oder 0, um die Zwischenablage nie zu leeren',
    )
    expect(german(settingsPatchSchema, { openAtLogin: 1 })).toBe(
      '„Beim Anmelden am Computer öffnen“ muss ein- oder ausgeschaltet sein',
    )
    expect(german(settingsPatchSchema, { extraCaFiles: ['ca.pem'] })).toBe(
      'Eine CA-Datei muss ein vollständiger Pfad sein (beginnend mit / oder einem Laufwerksbuchstaben), nicht „ca.pem“',
    )
    expect(german(newPassphraseSchema, 'short')).toBe('Die Passphrase braucht mindestens 8 Zeichen')
    const proxy = checkProxyUrl('socks5://proxy.example.com:1080')
    expect(proxy.ok ? null : sayIn('de', proxy.said)).toBe(
      'Nur HTTP-Proxys werden unterstützt (socks5 wurde angegeben); https-Anfragen laufen in einem CONNECT-Tunnel durch sie hindurch.',
    )
  })
})
