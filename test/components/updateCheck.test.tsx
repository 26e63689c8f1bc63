import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import { startEvents } from '../../src/renderer/src/store/events'
import { useUpdates } from '../../src/renderer/src/store/updates'
import type { TokenDeskApi } from '../../src/shared/ipc/api'
import type { Result } from '../../src/shared/ipc/errors'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { UpdateStatus } from '../../src/shared/model/updates'
import { mockApi, ok, resetAll } from './fixtures'
import { useAppInfo } from '../../src/renderer/src/store/appInfo'

const initialUpdates = useUpdates.getState()

/** The Settings page with `checkForUpdates` answering `answers` in turn; returns the Updates region. */
function settingsWith(
  answers: (() => Promise<Result<UpdateStatus>>)[],
  calls: Partial<TokenDeskApi> = {},
) {
  const checkForUpdates = vi.fn(() => {
    const next = answers.shift()
    if (!next) throw new Error('checkForUpdates was not expected')
    return next()
  })
  let push: (event: AppEvent) => void = () => undefined
  mockApi({
    checkForUpdates,
    onEvent: vi.fn((listener: (event: AppEvent) => void) => {
      push = listener
      return () => undefined
    }),
    ...calls,
  })
  startEvents()
  useAppInfo.setState({
    info: {
      version: '1.4.0',
      runtime: 'electron',
      protection: { kind: 'os-keyring', keyring: 'darwin', description: 'Keychain' },
      systemLanguages: ['en-US'],
      notices: [],
    },
  })
  render(<SettingsForm onDone={() => undefined} />)
  const region = screen.getByRole('region', { name: 'Updates' })
  const button = (name: string | RegExp) => within(region).getByRole('button', { name })
  const send = (status: UpdateStatus) => act(() => push({ type: 'update-status', status }))
  return { region, button, send, checkForUpdates }
}

describe('Settings: Check for updates', () => {
  afterEach(() => {
    resetAll()
    useUpdates.setState(initialUpdates, true)
  })

  it('checks only when asked, showing the version this copy runs', () => {
    const { region, button, checkForUpdates } = settingsWith([])
    expect(region.textContent).toContain('Version 1.4.0')
    expect(region.textContent).toContain('checks for a newer version only when you ask')
    expect(button('Check for updates')).toBeTruthy()
    expect(checkForUpdates).not.toHaveBeenCalled()
  })

  it('checking: says so and cannot be pressed twice', async () => {
    let answer: (result: Result<UpdateStatus>) => void = () => undefined
    const { region, button, checkForUpdates } = settingsWith([
      () => new Promise((resolve) => (answer = resolve)),
    ])
    await userEvent.click(button('Check for updates'))
    expect(region.textContent).toContain('Checking for updates…')
    expect(region.getAttribute('aria-busy')).toBe('true')
    const checking = button('Checking…') as HTMLButtonElement
    expect(checking.disabled).toBe(true)
    await userEvent.click(checking)
    expect(checkForUpdates).toHaveBeenCalledTimes(1)
    await act(async () =>
      answer({ ok: true, value: { kind: 'up-to-date', currentVersion: '1.4.0' } }),
    )
  })

  it('up to date: with the current version, and can check again', async () => {
    const { region, button } = settingsWith([
      () => ok<UpdateStatus>({ kind: 'up-to-date', currentVersion: '1.4.0' }),
    ])
    await userEvent.click(button('Check for updates'))
    expect(
      await within(region).findByText('Token Desk is up to date (version 1.4.0).'),
    ).toBeTruthy()
    expect(region.className).toContain('check-ok')
    expect(button('Check for updates')).toBeTruthy()
  })

  it('available: downloads with progress, then offers Restart to update', async () => {
    const installUpdate = vi.fn(() => ok({ restarting: true as const }))
    const { region, button, send } = settingsWith(
      [() => ok<UpdateStatus>({ kind: 'available', version: '1.5.0', percent: null })],
      { installUpdate },
    )
    await userEvent.click(button('Check for updates'))
    expect(await within(region).findByText('Version 1.5.0 is available.')).toBeTruthy()
    expect(region.textContent).toContain('Downloading…')
    const bar = within(region).getByRole('progressbar', { name: 'Download progress' })
    expect(bar.getAttribute('aria-valuetext')).toBe('Starting')
    // Nothing to press while it downloads.
    expect(within(region).queryByRole('button')).toBeNull()

    send({ kind: 'available', version: '1.5.0', percent: 40 })
    expect(region.textContent).toContain('Downloading… 40%')
    expect(bar.getAttribute('aria-valuenow')).toBe('40')

    send({ kind: 'ready', version: '1.5.0' })
    expect(region.textContent).toContain('Version 1.5.0 is ready to install.')
    expect(region.textContent).toContain('otherwise it installs when you quit')
    await userEvent.click(button('Restart to update'))
    expect(installUpdate).toHaveBeenCalledTimes(1)
    expect((button('Restarting…') as HTMLButtonElement).disabled).toBe(true)
  })

  it('unavailable: names why, e.g. not an installed build', async () => {
    const { region, button } = settingsWith([
      () =>
        ok<UpdateStatus>({
          kind: 'unavailable',
          reason: 'development-build',
          message: 'Updates are checked only in installed builds.',
        }),
    ])
    await userEvent.click(button('Check for updates'))
    expect(await within(region).findByText('Not an installed build')).toBeTruthy()
    expect(region.textContent).toContain('Updates are checked only in installed builds.')
  })

  it('failed: shows the message and retries', async () => {
    const { region, button } = settingsWith([
      () =>
        ok<UpdateStatus>({
          kind: 'failed',
          message:
            'Could not reach the update server (net::ERR_INTERNET_DISCONNECTED). Check the connection and try again.',
        }),
      () => ok<UpdateStatus>({ kind: 'up-to-date', currentVersion: '1.4.0' }),
    ])
    await userEvent.click(button('Check for updates'))
    expect(await within(region).findByText('The update check failed')).toBeTruthy()
    expect(region.textContent).toContain('net::ERR_INTERNET_DISCONNECTED')
    expect(region.className).toContain('check-trouble')
    await userEvent.click(button('Try again'))
    expect(
      await within(region).findByText('Token Desk is up to date (version 1.4.0).'),
    ).toBeTruthy()
  })

  it('a download that fails after the check shows the failure and offers a retry', async () => {
    const { region, button, send } = settingsWith([
      () => ok<UpdateStatus>({ kind: 'available', version: '1.5.0', percent: null }),
    ])
    await userEvent.click(button('Check for updates'))
    await within(region).findByText('Version 1.5.0 is available.')
    send({
      kind: 'failed',
      message:
        'The downloaded update was damaged (checksum mismatch) and was discarded. Try again.',
    })
    expect(region.textContent).toContain('checksum mismatch')
    expect(button('Try again')).toBeTruthy()
  })

  it('a refused call (e.g. the main process is gone) is shown as a failure', async () => {
    const { region, button } = settingsWith([
      () =>
        Promise.resolve({
          ok: false,
          error: { code: 'internal', message: 'Token Desk cannot reach its main process.' },
        }),
    ])
    await userEvent.click(button('Check for updates'))
    expect(await within(region).findByText('The update check failed')).toBeTruthy()
    expect(region.textContent).toContain('Token Desk cannot reach its main process.')
  })
})
