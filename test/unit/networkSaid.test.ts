import type { AxiosResponse } from 'axios'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readCaFile } from '../../src/main/core/connections/networkService'
import { readCertificateFile } from '../../src/main/core/connections/readCertificateFile'
import { authChecklist, authChecklistSaid } from '../../src/main/core/protocol/checklist'
import { openExchangeLog } from '../../src/main/core/protocol/exchangeLog'
import { failureOutcome } from '../../src/main/core/protocol/exchangeRecord'
import { redactorFor } from '../../src/main/core/protocol/redact'
import { NetworkProblem, type Transport } from '../../src/main/core/protocol/network/transport'
import { PROXY_ASKED, withProxyAuth } from '../../src/main/core/protocol/network/proxyAuth'
import { classifyNetworkError } from '../../src/main/core/protocol/networkError'
import { requestToken } from '../../src/main/core/protocol/tokenClient'
import { runPasswordCommand } from '../../src/main/core/secrets/passwordCommandRunner'
import { messages as de } from '../../src/shared/i18n/de/messages'
import { messages as en } from '../../src/shared/i18n/en/messages'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import { AppFailure, type AppError } from '../../src/shared/ipc/errors'
import type { RecordedExchange } from '../../src/shared/model/exchange'

const dir = mkdtempSync(join(tmpdir(), 'network-said-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A transport that answers every request with `answer`, its body as bytes when asked so (axios). */
const answering = (answer: Partial<AxiosResponse<string>>): Transport => ({
  request: <T>(config: { responseType?: string }) => {
    const text = answer.data ?? ''
    const data = config.responseType === 'arraybuffer' ? Buffer.from(text) : text
    return Promise.resolve({ status: 200, statusText: '', headers: {}, ...answer, data } as T &
      AxiosResponse<T>)
  },
})

const failureOf = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(AppFailure)
  return (error as AppFailure).error
}

const tokenRequest = {
  baseUrl: 'https://portal.example',
  portal: 'customer' as const,
  username: 'api.user',
  password: 'pw-SECRET-1',
  method: 'POST' as const,
  timeoutMs: 15_000,
}

describe('network messages as data (Said)', () => {
  it('names a failure below HTTP in English for the record and as data the window says', () => {
    const refused = classifyNetworkError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'http://127.0.0.1:9/x',
      15_000,
      'the URL',
    )
    expect(refused.message).toBe(
      '127.0.0.1:9 refused the connection: nothing is listening there. Check the URL and port.',
    )
    expect(english(refused.said)).toBe(refused.message)
    expect(sayIn('de', refused.said)).toBe(
      '127.0.0.1:9 hat die Verbindung abgelehnt: Dort wartet nichts auf Verbindungen. Prüfen Sie die URL und den Port.',
    )
    const timeout = classifyNetworkError(
      Object.assign(new Error('x'), { code: 'ETIMEDOUT' }),
      'https://a.example',
      9_600,
    )
    expect(timeout.message).toBe('a.example did not answer within 10 s.')
    expect(sayIn('de', timeout.said)).toBe('a.example hat nicht innerhalb von 10 s geantwortet.')
    expect(classifyNetworkError(new Error('odd'), 'https://a.example', 1).message).toBe(
      'The request to a.example failed.',
    )
    expect(
      classifyNetworkError(
        Object.assign(new Error('odd'), { code: 'EODD' }),
        'https://a.example',
        1,
      ).message,
    ).toBe('The request to a.example failed (EODD).')
  })

  it('passes on what the transport named, as data', async () => {
    const problem = await withProxyAuth(
      { host: 'proxy.corp', port: 3128 },
      null,
      new Set(),
      async () => PROXY_ASKED,
    ).catch((error: unknown) => error)
    expect(problem).toBeInstanceOf(NetworkProblem)
    const named = classifyNetworkError(problem, 'https://portal.example', 15_000)
    expect(named).toEqual({
      cause: 'proxy-auth',
      message:
        'The proxy proxy.corp:3128 asks for a user name and password (407). Enter them in Settings → Network.',
      said: { key: 'network.proxy.asks', values: { proxy: 'proxy.corp:3128' } },
    })
    expect(sayIn('de', named.said)).toBe(
      'Der Proxy proxy.corp:3128 verlangt Benutzername und Passwort (407). Geben Sie sie unter Einstellungen → Netzwerk ein.',
    )
  })

  it('says an answer without a token, and keeps the Said (redacted) in the exchange', async () => {
    let recorded: RecordedExchange | null = null
    const error = await failureOf(
      requestToken(
        answering({
          status: 200,
          headers: { 'content-type': 'application/json' },
          data: JSON.stringify({ data: null, error: 'No login for pw-SECRET-1' }),
        }),
        { ...tokenRequest, record: (exchange) => (recorded = exchange) },
        { profileId: null },
      ),
    )
    expect(error.code).toBe('unexpected-response')
    expect(error.message).toBe(
      'Expected a token from portal.example but got no token but an error saying "No login for ‹redacted›" (HTTP 200, application/json).',
    )
    expect(english(error.said!)).toBe(error.message)
    expect(sayIn('de', error.said!)).toBe(
      'Von portal.example wurde ein Token erwartet, gekommen ist kein Token, aber ein Fehler mit dem Text „No login for ‹redacted›“ (HTTP 200, application/json).',
    )
    const outcome = (recorded as RecordedExchange | null)?.outcome
    expect(outcome).toMatchObject({ ok: false, message: error.message, said: error.said })
  })

  it('says the token service’s redirects, and a success summary', async () => {
    const error = await failureOf(
      requestToken(
        answering({ status: 302, headers: { location: 'https://login.example/sso' } }),
        tokenRequest,
        { profileId: null },
      ),
    )
    expect(error.message).toBe(
      'The token service (portal.example) answered 302 with a redirect to https://login.example/sso. The password is never sent to another origin, so the redirect was not followed. Check the base URL.',
    )
    expect(sayIn('de', error.said!)).toBe(
      'Der Token-Dienst (portal.example) hat mit 302 und einer Weiterleitung an https://login.example/sso geantwortet. Das Passwort wird nie an einen anderen Origin gesendet, daher wurde der Weiterleitung nicht gefolgt. Prüfen Sie die Basis-URL.',
    )
    let recorded: RecordedExchange | null = null
    await requestToken(
      answering({ data: JSON.stringify({ token: 'tok-1' }) }),
      { ...tokenRequest, record: (exchange) => (recorded = exchange) },
      { profileId: null },
    )
    const outcome = (recorded as RecordedExchange | null)?.outcome
    expect(outcome).toEqual({
      ok: true,
      summary: 'Token obtained (B envelope).',
      said: { key: 'network.token.obtained', values: { envelope: 'B' } },
    })
  })

  it('says a 401 and keeps its checklist in English, with the same checklist as data', async () => {
    const error = await failureOf(
      requestToken(answering({ status: 401, data: '' }), tokenRequest, { profileId: null }),
    )
    expect(error.code).toBe('auth-rejected')
    expect(sayIn('de', error.said!)).toBe(
      'Abgelehnt (401): falsches Passwort, oder dieser Benutzer hat keinen API-Zugriff – der Dienst sagt nicht, was davon.',
    )
    const checklist = authChecklist('ops@example.com', 'alternate', 'GET')
    expect(authChecklistSaid('ops@example.com', 'alternate', 'GET').map(english)).toEqual(checklist)
    expect(checklist[3]).toBe(
      'The request used GET; the service documents POST. Try POST in the profile.',
    )
  })

  it('keeps an outcome’s Said in the exchange file, and reads one kept without it', async () => {
    let recorded: RecordedExchange | null = null
    await failureOf(
      requestToken(
        answering({ status: 500, data: '' }),
        { ...tokenRequest, record: (exchange) => (recorded = exchange) },
        { profileId: null },
      ),
    )
    const exchange = recorded as unknown as RecordedExchange
    const folder = join(dir, 'exchanges')
    const log = openExchangeLog(folder)
    log.append('p1', { ...exchange, id: 'a', profileId: 'p1', at: 1 })
    const { said: _said, ...older } = exchange.outcome
    log.append('p1', { ...exchange, outcome: older, id: 'b', profileId: 'p1', at: 2 })
    await log.flush()
    const [b, a] = await openExchangeLog(folder).list('p1')
    expect(a?.outcome.said).toEqual(exchange.outcome.said)
    expect(sayIn('de', a!.outcome.said!)).toBe(
      'Von portal.example wurde ein Token erwartet, gekommen ist eine Fehlerantwort (HTTP 500, kein Content-Type).',
    )
    expect(b?.outcome).toEqual(older)
  })

  it('redacts the secrets in a failure’s Said as in its message', () => {
    const outcome = failureOutcome(
      {
        code: 'network',
        cause: 'other',
        message: 'The request to pw-SECRET-1.example failed.',
        said: { key: 'network.failure.other', values: { host: 'pw-SECRET-1.example' } },
      },
      redactorFor(['pw-SECRET-1']),
    )
    expect(outcome).toEqual({
      ok: false,
      code: 'network',
      message: 'The request to ‹redacted›.example failed.',
      said: { key: 'network.failure.other', values: { host: '‹redacted›.example' } },
      next: [],
    })
  })

  it('says why a certificate file was not read, numbers in the reader’s digits', async () => {
    const big = join(dir, 'big.pem')
    writeFileSync(big, Buffer.alloc(5 * 1024 * 1024 + 200 * 1024))
    const tooLarge = await readCertificateFile(big).catch((error: unknown) => error)
    expect(String((tooLarge as Error).message)).toBe(
      `${big} is 5.2 MiB, more than a certificate file holds (at most 4.0 MiB)`,
    )
    const folder = await readCaFile(dir).catch((error: unknown) => error)
    expect(folder).toBeInstanceOf(NetworkProblem)
    const problem = folder as NetworkProblem
    expect(problem.message).toBe(
      `The CA file ${dir} is a folder, not a certificate file. Fix or remove it in Settings → Network or the profile's Network section.`,
    )
    expect(sayIn('de', problem.said)).toBe(
      `Die CA-Datei ${dir} ist ein Ordner, keine Zertifikatsdatei. Korrigieren oder entfernen Sie sie unter Einstellungen → Netzwerk oder im Abschnitt „Netzwerk“ des Profils.`,
    )
    const huge = await readCaFile(big).catch((error: unknown) => error)
    expect(sayIn('de', (huge as NetworkProblem).said)).toContain(
      'ist 5,2 MiB groß, mehr als eine Zertifikatsdatei umfasst (höchstens 4,0 MiB)',
    )
  })

  it('says a password command’s failure with what it printed on stderr', async () => {
    const error = await failureOf(
      runPasswordCommand([
        process.execPath,
        '-e',
        'console.error("vault locked"); process.exit(3)',
      ]),
    )
    expect(error).toEqual({
      code: 'password-command',
      message: 'The command exited with code 3. It said: vault locked',
      said: {
        key: 'network.command.withOutput',
        values: {
          failure: { key: 'network.command.exited', values: { code: 3 } },
          output: 'vault locked',
        },
      },
    })
    expect(sayIn('de', error.said!)).toBe(
      'Der Befehl wurde mit Code 3 beendet. Ausgabe: vault locked',
    )
  })

  it('keeps the placeholders of every network message in German', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort()
    const walk = (english: object, german: object, path: string): void => {
      for (const [key, value] of Object.entries(english)) {
        const other = (german as Record<string, unknown>)[key]
        if (typeof value === 'string') {
          expect(typeof other, `${path}.${key}`).toBe('string')
          expect(placeholders(other as string), `${path}.${key}`).toEqual(placeholders(value))
        } else walk(value as object, other as object, `${path}.${key}`)
      }
    }
    walk(en.network, de.network, 'network')
  })
})
