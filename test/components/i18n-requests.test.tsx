import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ExchangeView } from '../../src/renderer/src/components/ExchangeView'
import { RequestEditor } from '../../src/renderer/src/components/requests/RequestEditor'
import { ResponseView } from '../../src/renderer/src/components/requests/ResponseView'
import { RunError } from '../../src/renderer/src/components/requests/RunError'
import { RunHistory } from '../../src/renderer/src/components/requests/RunHistory'
import { SavedRequestList } from '../../src/renderer/src/components/requests/SavedRequestList'
import { formatBytes, formatDuration } from '../../src/renderer/src/components/requests/format'
import { i18n } from '../../src/renderer/src/i18n'
import { useRequestCollections } from '../../src/renderer/src/store/requestCollections'
import { useRequestEditor } from '../../src/renderer/src/store/requestEditor'
import type { ExchangeTrace } from '../../src/shared/model/exchange'
import type { RunResult, SavedRequest } from '../../src/shared/model/request'
import { issued, NOW, profileWith, resetAll } from './fixtures'

beforeEach(async () => {
  await i18n.changeLanguage('de')
})

afterEach(async () => {
  resetAll()
  useRequestEditor.setState({ sessions: {} })
  await i18n.changeLanguage('en')
})

const profile = profileWith(issued(0))

const saved: SavedRequest = {
  id: 'r1',
  name: 'Who am I',
  method: 'GET',
  url: '/whoami',
  relativeTo: 'base',
  headers: [],
  body: '',
  authStyle: 'bearer',
}

const result: RunResult = {
  runId: 'run1',
  exchangeId: null,
  status: 200,
  statusText: '',
  durationMs: 1240,
  sizeBytes: 3500,
  headers: [['content-type', 'application/json']],
  contentType: 'application/json',
  body: '{"items":[1,2,3]}',
  truncated: false,
  renewedFirst: true,
  tokenRejected: false,
  retry: null,
  redirects: [],
  sent: { method: 'GET', url: 'https://api.example.test/whoami', authStyle: 'bare' },
}

describe('test requests in German', () => {
  it('the editor: its labels, hints, save state and buttons', () => {
    useRequestEditor.getState().open(profile.id, 'bearer')
    render(<RequestEditor profile={profile} />)
    const text = document.body.textContent ?? ''
    expect(screen.getByRole('heading', { name: 'Anfrage' })).toBeTruthy()
    expect(screen.getByLabelText('Name der Anfrage')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Anfrage senden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Header hinzufügen' })).toBeTruthy()
    expect(text).toContain('Nicht gespeichert')
    expect(text).toContain('Eine GET-Anfrage hat keinen Body.')
    expect(text).toContain('Nur das Token')
    // A new request's name is German too.
    expect((screen.getByLabelText('Name der Anfrage') as HTMLInputElement).value).toBe(
      'Unbenannte Anfrage',
    )
    expect(text).not.toContain('Send request')
    expect(text).not.toContain('Not saved')
    expect(text).not.toContain('Add header')
  })

  it('the saved requests and the probe note', () => {
    useRequestCollections.setState({
      collections: {
        p1: {
          status: 'ready',
          requests: [saved],
          history: [],
          probe: { requestId: 'r1', how: 'chosen' },
          targets: null,
          error: null,
        },
      },
    })
    useRequestEditor.getState().open('p1', 'bearer')
    render(<SavedRequestList profileId="p1" />)
    expect(screen.getByRole('heading', { name: 'Gespeicherte Anfragen' })).toBeTruthy()
    expect(screen.getByTestId('probe-note').textContent).toContain(
      'Kopierbefehle rufen „Who am I“ auf (ausgewählt).',
    )
    expect(document.body.textContent).toContain('GET /whoami, relativ zur Basis-URL')
    expect(document.body.textContent).not.toContain('Copy commands call')
  })

  it('the answer: status class, metrics in German numbers, notes and body', () => {
    useRequestEditor.getState().open('p1', 'bearer')
    useRequestEditor.setState((s) => ({
      sessions: { ...s.sessions, p1: { ...s.sessions['p1']!, result } },
    }))
    render(<ResponseView profileId="p1" />)
    const text = document.body.textContent ?? ''
    expect(screen.getByRole('heading', { name: 'Antwort' })).toBeTruthy()
    expect(screen.getByTestId('response-status').textContent).toContain('Erfolg')
    expect(text).toContain('1,24 s')
    expect(text).toContain('3,4 KB')
    expect(text).toContain('· Authorization: Nur das Token')
    expect(text).toContain('Das Token wurde zuerst erneuert')
    expect(text).toContain('Header (1)')
    expect(text).toContain('3 Elemente')
    expect(screen.getByRole('button', { name: 'Als Text anzeigen' })).toBeTruthy()
    expect(text).not.toContain('Success')
    expect(text).not.toContain('Renewed the token first')
    expect(formatBytes(512)).toBe('512 B')
    expect(formatDuration(85)).toBe('85 ms')
  })

  it('a failed send and the recent runs', () => {
    useRequestCollections.setState({
      collections: {
        p1: {
          status: 'ready',
          requests: [],
          history: [
            {
              at: NOW,
              method: 'GET',
              target: 'https://api.example.test/x',
              outcome: { kind: 'error', code: 'network' },
              durationMs: 30,
            },
          ],
          probe: null,
          targets: null,
          error: null,
        },
      },
    })
    render(
      <>
        <RunError
          error={{ code: 'network', cause: 'timeout', message: 'No answer.' }}
          profileId="p1"
          onDismiss={() => undefined}
        />
        <RunHistory profileId="p1" />
      </>,
    )
    const text = document.body.textContent ?? ''
    expect(
      screen.getByRole('heading', { name: 'Netzwerkproblem: Zeitüberschreitung' }),
    ).toBeTruthy()
    expect(text).toContain('Das Zeitlimit für Anfragen wird in den Einstellungen festgelegt.')
    expect(text).toContain('Letzte Ausführungen')
    expect(text).toContain('Netzwerkfehler')
    expect(text).not.toContain('Network problem')
    expect(text).not.toContain('Recent runs')
  })

  it('a kept exchange', () => {
    const trace: ExchangeTrace = {
      id: 'x1',
      profileId: 'p1',
      at: NOW,
      kind: 'request',
      section: null,
      variant: 'Test request',
      request: { method: 'GET', url: 'https://api.example.test/x', headers: [], body: '' },
      route: { kind: 'proxy', proxy: 'http://proxy:8080', tunnel: true, credentialsSent: false },
      tls: null,
      timing: { dnsMs: null, connectMs: 12, tlsMs: null, firstByteMs: 40, totalMs: 52 },
      response: null,
      outcome: { ok: true, summary: '' },
    }
    render(<ExchangeView trace={trace} />)
    const text = document.body.textContent ?? ''
    expect(text).toContain('Austausch anzeigen')
    expect(text).toContain('Proxy http://proxy:8080 (CONNECT-Tunnel)')
    expect(text).toContain('DNS nicht gemessen · Verbindung 12 ms')
    expect(text).toContain('Es kam keine Antwort zurück.')
    expect(screen.getByRole('button', { name: 'Für ein Ticket kopieren' })).toBeTruthy()
    expect(text).not.toContain('Show exchange')
    expect(text).not.toContain('not measured')
    expect(text).not.toContain('offen gehaltene Verbindung')
  })

  it('an exchange on a kept connection says whose its first phases were', () => {
    const trace: ExchangeTrace = {
      id: 'x2',
      profileId: 'p1',
      at: NOW,
      kind: 'token',
      section: '4.1',
      variant: 'Customer portal (spec 4.1)',
      request: { method: 'POST', url: 'https://portal.example.test/x', headers: [], body: '' },
      route: { kind: 'direct' },
      tls: null,
      timing: { dnsMs: null, connectMs: null, tlsMs: null, firstByteMs: 40, totalMs: 41 },
      connection: 'kept',
      response: null,
      outcome: { ok: true, summary: '' },
    }
    render(<ExchangeView trace={trace} />)
    expect(document.body.textContent).toContain(
      'Über eine von einer früheren Anfrage offen gehaltene Verbindung: Namensauflösung, Verbindungsaufbau und ein etwaiger TLS-Handshake gehörten zu jener Anfrage.',
    )
  })
  it("a test request's exchange says how long its token had left, and why it was sent again", () => {
    const trace: ExchangeTrace = {
      id: 'x4',
      profileId: 'p1',
      at: NOW,
      kind: 'request',
      section: null,
      variant: 'Test request',
      request: { method: 'GET', url: 'https://api.example.test/stats', headers: [], body: '' },
      route: { kind: 'direct' },
      tls: null,
      timing: { dnsMs: null, connectMs: null, tlsMs: null, firstByteMs: 40, totalMs: 41 },
      response: null,
      outcome: { ok: true, summary: '' },
      sentToken: { issuedAt: NOW - 3 * 3_600_000, expiresAt: NOW + 21 * 3_600_000 },
      resentAfter: { exchangeId: 'x3', status: 401 },
    }
    render(<ExchangeView trace={trace} />)
    const text = document.body.textContent ?? ''
    expect(text).toContain('Gesendetes Token')
    expect(text).toContain('beim Senden noch 21 h gültig')
    expect(text).toContain('Das Token des ersten Versuchs wurde abgelehnt (401)')
  })

  it('Verify now’s exchange is named as Verify, not as a test request', () => {
    const trace: ExchangeTrace = {
      id: 'x5',
      profileId: 'p1',
      at: NOW,
      kind: 'verify',
      section: null,
      variant: 'Verify now',
      request: { method: 'GET', url: 'https://api.example.test/whoami', headers: [], body: '' },
      route: { kind: 'direct' },
      tls: null,
      timing: { dnsMs: null, connectMs: null, tlsMs: null, firstByteMs: 4, totalMs: 5 },
      response: null,
      outcome: { ok: true, summary: '' },
    }
    render(<ExchangeView trace={trace} />)
    const text = document.body.textContent ?? ''
    expect(text).toContain('Jetzt prüfen (die Anfrage, mit der das Profil geprüft wird)')
    expect(text).not.toContain('Testanfrage')
  })

  it('an exchange that was redirected lists the hops before its request', () => {
    const trace: ExchangeTrace = {
      id: 'x3',
      profileId: 'p1',
      at: NOW,
      kind: 'request',
      section: null,
      variant: 'Test request',
      redirects: [
        {
          method: 'POST',
          url: 'https://api.example.test/a',
          status: 307,
          location: 'https://api.example.test/b',
        },
      ],
      request: { method: 'POST', url: 'https://api.example.test/b', headers: [], body: '' },
      route: { kind: 'direct' },
      tls: null,
      timing: { dnsMs: null, connectMs: null, tlsMs: null, firstByteMs: 40, totalMs: 41 },
      response: null,
      outcome: { ok: true, summary: '' },
    }
    render(<ExchangeView trace={trace} />)
    expect(screen.getByRole('heading', { name: 'Gefolgte Weiterleitungen (1)' })).toBeTruthy()
    expect(screen.getByLabelText('Weiterleitungen vor der Anfrage unten').textContent).toBe(
      'POST https://api.example.test/a\n→ 307, Location: https://api.example.test/b',
    )
  })
})
