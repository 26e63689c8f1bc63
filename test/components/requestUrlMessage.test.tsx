import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { RequestEditor } from '../../src/renderer/src/components/requests/RequestEditor'
import { useRequestEditor } from '../../src/renderer/src/store/requestEditor'
import { issued, profileWith, resetAll } from './fixtures'

afterEach(() => {
  resetAll()
  useRequestEditor.setState({ sessions: {} })
})

const profile = profileWith(issued(0))
const said = (text: string) => screen.queryAllByText(text, { exact: false }).length

describe('a request URL that cannot be sent', () => {
  it('is said once: live while typing, then as the error main answers to Send', async () => {
    useRequestEditor.getState().open(profile.id, 'bearer')
    render(<RequestEditor profile={profile} />)
    const user = userEvent.setup()
    const url = screen.getByLabelText('URL')
    await user.clear(url)
    await user.type(url, 'ftp://x/y')
    expect(said('Use an http:// or https:// URL.')).toBe(1)
    // Main's answer to Send names the field with the same words (as issuesOf reads it).
    act(() =>
      useRequestEditor.setState((s) => {
        const session = s.sessions[profile.id]
        if (session === undefined) throw new Error('no session')
        const issues = { url: 'Use an http:// or https:// URL.' }
        return { sessions: { ...s.sessions, [profile.id]: { ...session, issues } } }
      }),
    )
    expect(said('Use an http:// or https:// URL.')).toBe(1)
    expect(url.getAttribute('aria-invalid')).toBe('true')
  })
})
