import { render, screen, waitFor } from '@testing-library/react'
import { profileRow } from '../../src/shared/model/profile'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmptyState } from '../../src/renderer/src/components/EmptyState'
import type { DemoStarted } from '../../src/shared/ipc/contract'
import type { Result } from '../../src/shared/ipc/errors'
import { mockApi, ok, profileWith, resetAll } from './fixtures'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'

const demoProfiles = [
  profileWith({ kind: 'none' }, { id: 'd1', name: 'Demo · alternate portal' }),
  profileWith({ kind: 'none' }, { id: 'd2', name: 'Demo · customer portal' }),
]
const urls = {
  portal: 'http://127.0.0.1:1',
  alternate: 'http://127.0.0.1:2',
  apiHost: 'http://127.0.0.1:3',
}

describe('first run', () => {
  afterEach(resetAll)

  it('offers New profile, Import and the local sandbox', async () => {
    const onCreate = vi.fn()
    render(<EmptyState onCreate={onCreate} />)
    const names = screen.getAllByRole('button').map((b) => b.textContent)
    expect(names).toEqual(['New profile', 'Import', 'Try the local sandbox'])
    await userEvent.click(screen.getByRole('button', { name: 'New profile' }))
    expect(onCreate).toHaveBeenCalled()
  })

  it('starts the sandbox, says so meanwhile, then opens the customer-portal demo', async () => {
    let answer: (result: Result<DemoStarted>) => void = () => undefined
    const api = mockApi({
      startDemo: vi.fn(() => new Promise<Result<DemoStarted>>((resolve) => (answer = resolve))),
      listProfiles: vi.fn(() => ok(demoProfiles.map((p) => profileRow(p)))),
    })
    render(<EmptyState onCreate={() => undefined} />)
    await userEvent.click(screen.getByRole('button', { name: 'Try the local sandbox' }))
    expect(api.startDemo).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Starting…' }).getAttribute('aria-busy')).toBe('true')
    answer({ ok: true, value: { urls, profiles: demoProfiles } })
    await waitFor(() => expect(useNavigation.getState().selectedId).toBe('d2'))
    expect(useProfileList.getState().profiles).toHaveLength(2)
  })

  it('shows why the sandbox did not start', async () => {
    mockApi({
      startDemo: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: { code: 'internal' as const, message: 'No free port.' },
        }),
      ),
    })
    render(<EmptyState onCreate={() => undefined} />)
    await userEvent.click(screen.getByRole('button', { name: 'Try the local sandbox' }))
    expect((await screen.findByRole('alert')).textContent).toContain('No free port.')
    expect(screen.getByRole('button', { name: 'Try the local sandbox' })).toBeTruthy()
  })
})
