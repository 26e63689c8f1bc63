import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCommandRequests } from '../../src/renderer/src/store/commandRequests'
import { runCommand } from '../../src/renderer/src/store/events'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { usePasswordPrompt } from '../../src/renderer/src/store/passwordPrompt'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { menuCommands } from '../../src/shared/ipc/commands'
import { issued, mockApi, ok, profileWith, resetAll } from '../components/fixtures'

const initial = {
  navigation: useNavigation.getState(),
  requests: useCommandRequests.getState(),
  prompt: usePasswordPrompt.getState(),
  list: useProfileList.getState(),
}
afterEach(() => {
  resetAll()
  useNavigation.setState(initial.navigation, true)
  useCommandRequests.setState(initial.requests, true)
  usePasswordPrompt.setState(initial.prompt, true)
  useProfileList.setState(initial.list, true)
})

describe('the window’s one switch over main’s commands', () => {
  it('runs each menu command: a view, a request to a component, or a call to main', () => {
    const lock = vi.fn(() => ok({ kind: 'locked' }))
    const renewAll = vi.fn(() => new Promise<never>(() => undefined))
    mockApi({ lock: lock as never, renewAll })
    const done: Record<string, unknown> = {}
    for (const kind of menuCommands) {
      runCommand({ kind })
      done[kind] = {
        view: useNavigation.getState().view,
        importAsked: useCommandRequests.getState().importAsked,
        exportAsked: useCommandRequests.getState().exportAsked,
      }
    }
    expect(done['new-profile']).toMatchObject({ view: 'create' })
    expect(done['import']).toMatchObject({ importAsked: 1, exportAsked: 0 })
    expect(done['export']).toMatchObject({ importAsked: 1, exportAsked: 1 })
    expect(done['settings']).toMatchObject({ view: 'settings' })
    expect(done['board']).toMatchObject({ view: 'board' })
    expect(lock).toHaveBeenCalledTimes(1)
    expect(renewAll).toHaveBeenCalledWith({ scope: 'due' })
  })

  it('opens a profile with its Renew focused, or with its password prompt (new or first); an unknown one is left alone', async () => {
    const acme = profileWith(issued(0), { id: 'acme', name: 'Acme' })
    const listProfiles = vi.fn(() => ok([acme] as never))
    mockApi({ listProfiles, getProfile: vi.fn(() => ok(acme)) })
    useProfileList.setState({ profiles: [acme] as never, status: 'ready' })
    runCommand({ kind: 'open-profile', profileId: 'acme', focus: 'renew' })
    expect(useNavigation.getState()).toMatchObject({ selectedId: 'acme', view: 'detail' })
    expect(useCommandRequests.getState().renewFocus).toBe('acme')

    runCommand({ kind: 'open-profile', profileId: 'acme', focus: 'password' })
    expect(usePasswordPrompt.getState().prompt).toMatchObject({ profileId: 'acme', retry: false })
    usePasswordPrompt.getState().close()

    // The kept password was refused (a tray notification): the prompt asks for the new one.
    runCommand({ kind: 'open-profile', profileId: 'acme', focus: 'new-password' })
    expect(usePasswordPrompt.getState().prompt).toMatchObject({ profileId: 'acme', retry: true })

    const before = useNavigation.getState().choices
    runCommand({ kind: 'open-profile', profileId: 'gone', focus: 'renew' })
    // Perhaps newer than the list: it is asked for once, and still not there, left alone.
    await vi.waitFor(() => expect(listProfiles).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useNavigation.getState().choices).toBe(before)
  })

  it('waits for a list still loading (the window opened by the command itself) instead of dropping it', async () => {
    const acme = profileWith(issued(0), { id: 'acme', name: 'Acme' })
    mockApi({ getProfile: vi.fn(() => ok(acme)) })
    useProfileList.setState({ profiles: [], status: 'loading' })
    runCommand({ kind: 'open-profile', profileId: 'acme', focus: 'password' })
    expect(usePasswordPrompt.getState().prompt).toBeNull()
    useProfileList.setState({ profiles: [acme] as never, status: 'ready' })
    await vi.waitFor(() =>
      expect(usePasswordPrompt.getState().prompt).toMatchObject({ profileId: 'acme' }),
    )
    expect(useNavigation.getState()).toMatchObject({ selectedId: 'acme', view: 'detail' })
  })
})
