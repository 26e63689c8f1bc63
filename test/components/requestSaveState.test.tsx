import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { RequestEditor } from '../../src/renderer/src/components/requests/RequestEditor'
import { draftFingerprint } from '../../src/renderer/src/lib/requestDraft'
import { useRequestEditor } from '../../src/renderer/src/store/requestEditor'
import { issued, profileWith, resetAll } from './fixtures'

afterEach(() => {
  resetAll()
  useRequestEditor.setState({ sessions: {} })
})

const profile = profileWith(issued(0))

/** The editor's draft as if saved as request r1 just now. */
function markSaved() {
  useRequestEditor.setState((s) => {
    const session = s.sessions[profile.id]
    if (session === undefined) throw new Error('no session')
    const saved = { ...session, savedId: 'r1', baseline: draftFingerprint(session.draft) }
    return { sessions: { ...s.sessions, [profile.id]: saved } }
  })
}

const saveState = () => document.querySelector('.req-save-state')?.textContent

describe('the request editor says whether its request is saved', () => {
  it('follows the draft: not saved, saved, changed, and saved again once the change is undone', async () => {
    useRequestEditor.getState().open(profile.id, 'bearer')
    // A request main would accept (it trims what it stores; a draft it would refuse compares as typed).
    useRequestEditor.getState().edit(profile.id, { name: 'Ping', url: '/ping' })
    render(<RequestEditor profile={profile} />)
    const user = userEvent.setup()
    expect(saveState()).toBe('Not saved')

    markSaved()
    expect(await screen.findByText('Saved')).toBeTruthy()

    const name = screen.getByLabelText('Request name')
    const before = (name as HTMLInputElement).value
    await user.type(name, ' v2')
    expect(saveState()).toBe('Unsaved changes')

    await user.type(name, '{Backspace}{Backspace}{Backspace}')
    expect((name as HTMLInputElement).value).toBe(before)
    expect(saveState()).toBe('Saved')

    // Main trims what it stores: a trailing space is no change to save.
    await user.type(name, ' ')
    expect(saveState()).toBe('Saved')
  })
})
