import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startEvents } from '../../src/renderer/src/store/events'
import { useStatus } from '../../src/renderer/src/store/status'
import type { WindowCommand } from '../../src/shared/ipc/commands'
import type { AppEvent } from '../../src/shared/ipc/events'
import { mockApi, ok, resetAll } from '../components/fixtures'

afterEach(() => resetAll())

describe('tokendesk:// links in the window', () => {
  it("a new link takes away what the last one's notice said; a notice of its own shows", async () => {
    const takes: WindowCommand[][] = [
      [
        { kind: 'search', query: 'account:ACME-001' },
        { kind: 'notice', text: '14 profiles serve the account ACME-001.', tone: 'ok' },
      ],
      [{ kind: 'search', query: 'acme' }],
      [
        { kind: 'search', query: 'globex' },
        { kind: 'notice', text: 'This link was not opened: it names no profile.', tone: 'error' },
      ],
    ]
    let push: (event: AppEvent) => void = () => undefined
    mockApi({
      onEvent: vi.fn((listener: (event: AppEvent) => void) => {
        push = listener
        return () => undefined
      }),
      takeLinkCommands: vi.fn(() => ok(takes.shift() ?? [])),
      listProfiles: vi.fn(() => ok([])),
    })
    const stop = startEvents()
    try {
      // The take at start (a link that started the app).
      await vi.waitFor(() =>
        expect(useStatus.getState().message?.text).toBe('14 profiles serve the account ACME-001.'),
      )
      await act(async () => push({ type: 'links-waiting' }))
      await vi.waitFor(() => expect(useStatus.getState().message).toBeNull())
      await act(async () => push({ type: 'links-waiting' }))
      await vi.waitFor(() =>
        expect(useStatus.getState().message).toMatchObject({
          text: 'This link was not opened: it names no profile.',
          tone: 'error',
        }),
      )
      // Another message (a copy) is not the link's: a take with nothing leaves it.
      act(() => useStatus.getState().show('Copied.'))
      await act(async () => push({ type: 'links-waiting' }))
      expect(useStatus.getState().message?.text).toBe('Copied.')
    } finally {
      stop()
    }
  })
})
