import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { BoardActions } from '../../src/renderer/src/components/BoardActions'
import { BoardResults } from '../../src/renderer/src/components/BoardResults'
import { i18n } from '../../src/renderer/src/i18n'
import { editNote, useBoardActions } from '../../src/renderer/src/store/boardActions'
import type { BulkVerifyOutcome } from '../../src/shared/model/bulk'
import { mockApi, NOW, resetAll } from './fixtures'

afterEach(async () => {
  resetAll()
  useBoardActions.setState({ running: null, result: null })
  await i18n.changeLanguage('en')
})

const outcomes: BulkVerifyOutcome[] = [
  { profileId: 'a', name: 'Acme', at: NOW, kind: 'accepted', status: 200 },
  { profileId: 'b', name: 'Hooli', at: NOW, kind: 'rejected', status: 401 },
  { profileId: 'c', name: 'Globex', at: NOW, kind: 'wrong-account', status: 403, account: '10023' },
]

describe('the Board in German', () => {
  it('names its actions and asks before deleting in German', async () => {
    await i18n.changeLanguage('de')
    mockApi({})
    render(<BoardActions selected={new Set(['a', 'b', 'c'])} toGrid={() => undefined} />)
    const group = screen.getByRole('group', { name: 'Aktionen für 3 ausgewählte Profile' })
    expect(within(group).getByRole('button', { name: 'Tokens holen' })).toBeTruthy()
    expect(within(group).getByRole('button', { name: 'Prüfen' })).toBeTruthy()
    expect(within(group).getByText('Exportieren')).toBeTruthy()
    expect(within(group).getByText('Aktivität exportieren')).toBeTruthy()
    expect(within(group).queryByRole('button', { name: 'Get tokens' })).toBeNull()

    await userEvent.click(within(group).getByRole('button', { name: 'Löschen…' }))
    expect(
      screen.getByText(
        '3 Profile löschen? Ihre Passwörter, Tokens und gespeicherten Anfragen werden mitgelöscht. Sie können das eine Minute lang rückgängig machen.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: '3 Profile löschen' })).toBeTruthy()
    expect(screen.queryByText(/Delete 3 profiles/)).toBeNull()
  })

  it('groups Verify results under German headings, with German details', async () => {
    await i18n.changeLanguage('de')
    mockApi({})
    useBoardActions.setState({ result: { kind: 'verified', outcomes, missing: 2 } })
    render(<BoardResults toGrid={() => undefined} />)
    const results = screen.getByRole('region', { name: 'Prüfergebnisse' })
    expect(within(results).getByText('2 Profile gab es nicht mehr.')).toBeTruthy()
    expect(within(results).getByText('Angenommen (200).')).toBeTruthy()
    expect(
      within(results).getByText('Abgelehnt (401): Das Token funktioniert nicht mehr.'),
    ).toBeTruthy()
    expect(within(results).getByRole('button', { name: '1 Profil erneuern' })).toBeTruthy()
    expect(within(results).queryByText(/no longer existed/)).toBeNull()
    expect(within(results).queryByRole('button', { name: 'Dismiss' })).toBeNull()
  })

  it('says what an edit did in German, and in English again after switching back', async () => {
    await i18n.changeLanguage('de')
    const done = { changed: 12, unchanged: 3, full: [{}], missing: [{}] }
    expect(editNote({ kind: 'add-tag', tag: 'eu' }, done)).toBe(
      '12 Profile mit „eu“ getaggt. 3 hatten ihn schon. 1 Profil hatte schon 20 Tags. 1 Profil gab es nicht mehr.',
    )
    await i18n.changeLanguage('en')
    expect(editNote({ kind: 'add-tag', tag: 'eu' }, done)).toBe(
      'Tagged 12 profiles “eu”. 3 already had it. 1 profile already had 20 tags. 1 profile no longer existed.',
    )
  })
})
