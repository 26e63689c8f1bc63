import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DiagnosticsSection } from '../../src/renderer/src/components/DiagnosticsSection'
import { ErrorBoundary } from '../../src/renderer/src/components/ErrorBoundary'
import type { Result } from '../../src/shared/ipc/errors'
import { mockApi, ok, resetAll } from './fixtures'

/** Throws while `broken.now` is true, like a panel meeting data it cannot show. */
const broken = { now: true }
function Fragile({ label = 'panel content' }: { label?: string }) {
  if (broken.now) throw new TypeError('cannot read properties of undefined (reading "expiresAt")')
  return <p>{label}</p>
}

beforeEach(() => {
  broken.now = true
  // React reports each caught error on the console; the test checks the UI instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  resetAll()
})

describe('a panel error boundary', () => {
  it('replaces only the failed panel with a recoverable message', () => {
    render(
      <>
        <ErrorBoundary panel="Test requests" scope="panel">
          <Fragile />
        </ErrorBoundary>
        <p>the token card</p>
      </>,
    )
    const alert = screen.getByRole('alert', { name: 'This panel hit a problem.' })
    expect(alert.textContent).toContain('The rest of the app still works.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy details' })).toBeTruthy()
    expect(screen.getByText('the token card')).toBeTruthy()
  })

  it('renders the panel again on Try again', async () => {
    render(
      <ErrorBoundary panel="Test requests" scope="panel">
        <Fragile />
      </ErrorBoundary>,
    )
    broken.now = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('panel content')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('fails again, still contained, when the problem is still there', async () => {
    render(
      <ErrorBoundary panel="Test requests" scope="panel">
        <Fragile />
      </ErrorBoundary>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('alert', { name: 'This panel hit a problem.' })).toBeTruthy()
  })

  it('starts over by itself when another profile is opened', () => {
    const { rerender } = render(
      <ErrorBoundary panel="Main pane" scope="panel" resetKey="detail:p1">
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeTruthy()
    broken.now = false
    rerender(
      <ErrorBoundary panel="Main pane" scope="panel" resetKey="detail:p2">
        <Fragile label="profile two" />
      </ErrorBoundary>,
    )
    expect(screen.getByText('profile two')).toBeTruthy()
  })

  it('copies the details through main, naming the panel, the error and the components', async () => {
    const api = mockApi({ copyDiagnostics: vi.fn(() => ok({ lines: 40 })) })
    render(
      <ErrorBoundary panel="Test requests" scope="panel">
        <Fragile />
      </ErrorBoundary>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Copy details' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Copied to the clipboard/),
    )
    expect(api.copyDiagnostics).toHaveBeenCalledTimes(1)
    const sent = vi.mocked(api.copyDiagnostics).mock.calls[0]![0]!.rendererError!
    expect(sent.panel).toBe('Test requests')
    expect(sent.name).toBe('TypeError')
    expect(sent.message).toContain('reading "expiresAt"')
    expect(sent.stack).toContain('Fragile')
    expect(sent.componentStack).toContain('Fragile')
  })

  it('says so when the details could not be copied', async () => {
    mockApi({
      copyDiagnostics: vi.fn((): Promise<Result<{ lines: number }>> =>
        Promise.resolve({
          ok: false,
          error: { code: 'internal', message: 'Clipboard unavailable.' },
        }),
      ),
    })
    render(
      <ErrorBoundary panel="Profile list" scope="panel">
        <Fragile />
      </ErrorBoundary>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Copy details' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Nothing was copied: Clipboard unavailable.',
      ),
    )
  })
})

describe('the window error boundary (last resort)', () => {
  it('offers Reload and Copy details instead of a white window', () => {
    render(
      <ErrorBoundary panel="Window" scope="window">
        <Fragile />
      </ErrorBoundary>,
    )
    expect(
      screen.getByRole('alert', { name: 'Token Desk hit a problem it could not recover from.' }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy details' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

describe('Settings → Copy diagnostics', () => {
  it('asks main to copy and confirms', async () => {
    const api = mockApi({ copyDiagnostics: vi.fn(() => ok({ lines: 60 })) })
    render(<DiagnosticsSection />)
    expect(screen.getByRole('status').textContent).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Copied to the clipboard, ready for a bug report. No passwords, tokens or header values are included.',
      ),
    )
    expect(api.copyDiagnostics).toHaveBeenCalledWith(undefined)
  })

  it('shows why it failed', async () => {
    mockApi({
      copyDiagnostics: vi.fn((): Promise<Result<{ lines: number }>> =>
        Promise.resolve({ ok: false, error: { code: 'internal', message: 'No clipboard.' } }),
      ),
    })
    render(<DiagnosticsSection />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Nothing was copied: No clipboard.'),
    )
    // The button stays, to try again.
    expect(screen.getByRole('button', { name: 'Copy diagnostics' })).toHaveProperty(
      'disabled',
      false,
    )
  })
})
