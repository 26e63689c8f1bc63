import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import type { ScreenLockWatch } from '../../src/shared/model/lock'
import { mockApi, ok, resetAll } from './fixtures'

const settingsWith = (watch: ScreenLockWatch) => {
  const screenLockWatch = vi.fn(() => ok(watch))
  mockApi({ screenLockWatch })
  render(<SettingsForm onDone={() => undefined} />)
  return screenLockWatch
}

describe('Settings on whether a screen lock is heard', () => {
  afterEach(resetAll)

  it('says a screen lock clears nothing where the desktop does not report it, and why', async () => {
    const asked = settingsWith({
      kind: 'unobservable',
      reason:
        'neither logind (no bus address) nor a screen saver (no bus address) can be heard over D-Bus',
    })
    expect(
      await screen.findByText(
        /^This desktop does not tell Token Desk when the screen locks \(neither logind \(no bus address\) .* over D-Bus\), so locking the screen clears nothing here\. Lock after idle, Lock in the sidebar, sleep and the clipboard delay still do\.$/,
      ),
    ).toHaveProperty('role', 'status')
    expect(asked).toHaveBeenCalledTimes(1)
  })

  it('says nothing where the lock is heard', async () => {
    const asked = settingsWith({ kind: 'watching', via: ['logind session 2'] })
    await vi.waitFor(() => expect(asked).toHaveBeenCalled())
    expect(screen.queryByText(/does not tell Token Desk when the screen locks/)).toBeNull()
  })
})
