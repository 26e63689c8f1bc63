import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OutcomeProblems } from '../../src/renderer/src/components/OutcomeProblems'
import { RenewAllProgress } from '../../src/renderer/src/components/RenewAllProgress'
import { RenewAllResults } from '../../src/renderer/src/components/RenewAllResults'
import { i18n } from '../../src/renderer/src/i18n'
import { renewSummaryLine } from '../../src/renderer/src/lib/renewOutcomeText'
import { useRenewAll } from '../../src/renderer/src/store/renewAll'
import type { RenewAllSummary, RenewOutcome } from '../../src/shared/ipc/events'
import { mockApi, resetAll } from './fixtures'

const initial = useRenewAll.getState()
afterEach(async () => {
  resetAll()
  useRenewAll.setState(initial, true)
  await i18n.changeLanguage('en')
})

const outcomes: RenewOutcome[] = [
  { profileId: 'a', name: 'Acme', reason: 'expired', kind: 'renewed', expiresAt: 0 },
  {
    profileId: 'b',
    name: 'Beta',
    reason: 'expiring',
    kind: 'failed',
    error: { code: 'network', message: 'The service did not answer.', cause: 'timeout' },
  },
  { profileId: 'c', name: 'Core', reason: 'rejected', kind: 'skipped', why: 'no-password' },
  { profileId: 'd', name: 'Delta', reason: 'expired', kind: 'cancelled' },
  {
    profileId: 'e',
    name: 'Echo',
    reason: 'expired',
    kind: 'skipped',
    why: 'login-refused',
    refusedFor: 'Acme',
  },
]
const dueRun: RenewAllSummary = {
  scope: 'due',
  total: 5,
  outcomes,
  leftAlone: { valid: 12, withoutToken: 5, renewing: 1 },
}

describe('Renew all in German', () => {
  it('sums a run up and groups its outcomes in German', async () => {
    await i18n.changeLanguage('de')
    mockApi({})
    useRenewAll.setState({ summary: dueRun })
    render(<RenewAllResults />)
    expect(screen.getByRole('heading', { name: 'Ergebnisse von „Alle erneuern“' })).toBeTruthy()
    expect(
      screen.getByText(
        '5 fällig: 1 Token erneuert (1 abgelaufen), 1 fehlgeschlagen, 1 nach einer Ablehnung nicht versucht, 1 abgebrochen, 1 übersprungen. Nicht angefasst: 12 Tokens noch über das Warnfenster hinaus gültig; 5 Profile noch ohne Token; 1 Erneuerung bereits im Gange.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Passwort erforderlich (1)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Passwort für 1 Profil eingeben' })).toBeTruthy()
    expect(
      screen.getByRole('button', { name: 'Tokens für 5 Profile ohne Token holen' }),
    ).toBeTruthy()
    expect(screen.queryByText(/Left alone/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Dismiss results' })).toBeNull()
  })

  it('shows progress and problems in German', async () => {
    await i18n.changeLanguage('de')
    mockApi({})
    useRenewAll.setState({ running: true, progress: { done: 3, total: 7 } })
    render(
      <>
        <RenewAllProgress />
        <OutcomeProblems outcomes={outcomes} />
      </>,
    )
    expect(screen.getByText('Erneuerung 3 von 7…')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Erneuerung' })).toBeTruthy()
    expect(screen.getAllByText('Übersprungen')).toHaveLength(2)
    expect(
      screen.getByText(
        'Das Passwort seiner Anmeldung wurde für „Acme“ abgelehnt (401), und seither wurde keines eingegeben: nicht erneut gesendet.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Skipped')).toBeNull()
  })

  it('says a run in English as the tray says it (desktopLanguage.test: main’s English)', () => {
    const runs: [RenewAllSummary, string][] = [
      [
        dueRun,
        '5 due: 1 token renewed (1 expired), 1 failed, 1 not tried after a refusal, 1 cancelled, 1 skipped. Left alone: 12 tokens still valid beyond the warning window; 5 profiles without a token yet; 1 renewal already under way.',
      ],
      [
        { ...dueRun, scope: 'selected', total: 1, outcomes: outcomes.slice(0, 1) },
        '1 profile chosen: 1 profile got a token. Left alone: 12 tokens still valid beyond the warning window; 5 profiles without a token yet; 1 renewal already under way.',
      ],
      [
        { ...dueRun, scope: 'without-token', total: 0, outcomes: [] },
        'Every profile already has a token. Left alone: 12 tokens still valid beyond the warning window; 5 profiles without a token yet; 1 renewal already under way.',
      ],
      [
        {
          scope: 'due',
          total: 2,
          outcomes: [
            { profileId: 'a', name: 'A', reason: 'expiring', kind: 'renewed', expiresAt: 1 },
            {
              profileId: 'b',
              name: 'B',
              reason: 'expired',
              kind: 'failed-still-valid',
              validUntil: 2,
              error: { code: 'network', message: 'x', cause: 'timeout' },
            },
          ],
          leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
        },
        '2 due: 1 token renewed (1 expiring), 1 renewal failed with the current token still valid.',
      ],
    ]
    for (const [run, text] of runs) expect(renewSummaryLine(run)).toBe(text)
  })
})
