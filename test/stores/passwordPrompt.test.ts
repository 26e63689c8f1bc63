import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import {
  afterChoice,
  promptFor,
  served,
  usePasswordPrompt,
} from '../../src/renderer/src/store/passwordPrompt'
import { mockApi, ok, resetAll } from '../components/fixtures'

afterEach(resetAll)

const waiting = { profileId: 'a', retry: false, waiter: 'ada@laptop' }

describe('the password prompt’s transitions', () => {
  it('opens for a profile, keeping who waits for that profile unless told otherwise', () => {
    expect(promptFor(null, 'a')).toEqual({ profileId: 'a', retry: false, waiter: null })
    expect(promptFor(waiting, 'a', { retry: true })).toEqual({ ...waiting, retry: true })
    expect(promptFor(waiting, 'a', { waiter: null }).waiter).toBeNull()
    expect(promptFor(waiting, 'b').waiter).toBeNull()
  })

  it('stays only for the profile chosen; a token served ends the wait', () => {
    expect(afterChoice(waiting, 'a')).toBe(waiting)
    expect(afterChoice(waiting, 'b')).toBeNull()
    expect(served(waiting, 'a')).toEqual({ ...waiting, waiter: null })
    expect(served(waiting, 'b')).toBe(waiting)
  })
})

describe('the password prompt store', () => {
  it('closes when another profile is chosen', () => {
    usePasswordPrompt.getState().open('a')
    useNavigation.getState().select('a')
    expect(usePasswordPrompt.getState().prompt?.profileId).toBe('a')
    useNavigation.getState().select('b')
    expect(usePasswordPrompt.getState().prompt).toBeNull()
  })

  it('Cancel tells a waiting command line no; a prompt nobody waits for just closes', () => {
    const declinePassword = vi.fn(() => ok({ declined: true }))
    mockApi({ declinePassword })
    usePasswordPrompt.getState().open('a')
    usePasswordPrompt.getState().close()
    expect(declinePassword).not.toHaveBeenCalled()
    usePasswordPrompt.getState().open('a', { waiter: 'ada@laptop' })
    usePasswordPrompt.getState().close()
    expect(declinePassword).toHaveBeenCalledWith({ profileId: 'a' })
    expect(usePasswordPrompt.getState().prompt).toBeNull()
  })

  it('sending the typed password hides it and hands back its waiter for a retry', () => {
    usePasswordPrompt.getState().open('a', { waiter: 'ada@laptop' })
    expect(usePasswordPrompt.getState().sent('a')).toBe('ada@laptop')
    expect(usePasswordPrompt.getState().prompt).toBeNull()
    expect(usePasswordPrompt.getState().sent('a')).toBeNull()
  })
})
