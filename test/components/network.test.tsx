import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPanel } from '../../src/renderer/src/components/ErrorPanel'
import { ProfileNetworkSection } from '../../src/renderer/src/components/ProfileNetworkSection'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import { useSettings } from '../../src/renderer/src/store/settings'
import type { NetworkInfo, ProfileNetworkView } from '../../src/shared/model/network'
import { pinWarning } from '../../src/shared/model/network'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import { mockApi, ok, resetAll, showProfiles } from './fixtures'
import { useNavigation } from '../../src/renderer/src/store/navigation'

const initialSettings = useSettings.getState()
const info: NetworkInfo = {
  proxyPassword: { kind: 'none' },
  trustStore: 'system',
  systemProxy: 'chromium',
}

describe('Settings → Network', () => {
  afterEach(() => {
    resetAll()
    useSettings.setState(initialSettings, true)
  })

  function renderSettings(overrides: Parameters<typeof mockApi>[0] = {}) {
    let settings: Settings = defaultSettings
    const updateSettings = vi.fn((patch: Partial<Settings>) => {
      settings = { ...settings, ...patch }
      return ok(settings)
    })
    const setProxyPassword = vi.fn(() =>
      ok({ ...info, proxyPassword: { kind: 'for' as const, proxy: 'proxy.corp:3128' } }),
    )
    const api = mockApi({
      networkInfo: vi.fn(() => ok(info)),
      updateSettings,
      setProxyPassword,
      cliAccess: vi.fn(() => ok({ endpoint: { kind: 'unavailable' as const }, clients: [] })),
      ...overrides,
    })
    render(<SettingsForm onDone={() => undefined} />)
    const section = screen.getByRole('region', { name: 'Network' })
    return { api, updateSettings, setProxyPassword, section }
  }

  it('saves a manual proxy with its bypass list, user name and CA files; the password goes to the secret store', async () => {
    const user = userEvent.setup()
    const { updateSettings, setProxyPassword, section } = renderSettings()
    const panel = within(section)
    expect(
      await panel.findByText(
        /Asked from the operating system for each address, PAC scripts included/,
      ),
    ).toBeTruthy()
    await user.click(panel.getByLabelText('Manual proxy'))
    await user.type(panel.getByLabelText('Proxy address'), 'http://proxy.corp:3128')
    const bypass = panel.getByLabelText('Do not use the proxy for')
    await user.clear(bypass)
    await user.type(bypass, 'intranet.corp, .lab.corp')
    await user.type(panel.getByLabelText('Proxy user name'), 'ada')
    await user.type(panel.getByLabelText('Proxy password'), 'proxy-secret')
    await user.type(
      panel.getByLabelText('Extra CA certificates (PEM files)'),
      '/etc/ssl/corp-ca.pem',
    )
    await user.click(panel.getByRole('button', { name: 'Save network settings' }))

    expect(await panel.findByRole('status')).toHaveProperty(
      'textContent',
      'Saved. The next request uses them.',
    )
    expect(updateSettings).toHaveBeenCalledWith({
      proxyMode: 'manual',
      proxyUrl: 'http://proxy.corp:3128',
      proxyBypass: ['intranet.corp', '.lab.corp'],
      proxyUsername: 'ada',
      extraCaFiles: ['/etc/ssl/corp-ca.pem'],
    })
    expect(setProxyPassword).toHaveBeenCalledWith({
      password: 'proxy-secret',
      proxy: 'http://proxy.corp:3128',
    })
    expect((panel.getByLabelText('Proxy password') as HTMLInputElement).value).toBe('')
    expect(
      panel.getByText(
        /A password is kept for the proxy proxy\.corp:3128, sent to it only once it asks/,
      ),
    ).toBeTruthy()
    expect(panel.getByRole('button', { name: 'Forget proxy password' })).toBeTruthy()
  })

  it('says when the manual proxy typed is not the one the saved password belongs to', async () => {
    const user = userEvent.setup()
    useSettings.setState({
      settings: { ...defaultSettings, proxyMode: 'manual', proxyUrl: 'http://proxy.corp:3128' },
      status: 'ready',
    })
    const kept: NetworkInfo = { ...info, proxyPassword: { kind: 'for', proxy: 'proxy.corp:3128' } }
    const { section } = renderSettings({ networkInfo: vi.fn(() => ok(kept)) })
    const panel = within(section)
    expect(await panel.findByText(/A password is kept for the proxy proxy\.corp:3128/)).toBeTruthy()
    const address = panel.getByLabelText('Proxy address')
    await user.clear(address)
    await user.type(address, 'http://other.corp:8080')
    expect(
      panel.getByText(
        'The saved password belongs to proxy.corp:3128, not to other.corp:8080: it is not sent to other.corp:8080. Type it again to use it with other.corp:8080.',
      ),
    ).toBeTruthy()
  })

  it('with the system proxy, a typed password is saved for the proxy named beside it', async () => {
    const user = userEvent.setup()
    const kept: NetworkInfo = { ...info, proxyPassword: { kind: 'for', proxy: 'pac.corp:8080' } }
    const { setProxyPassword, section } = renderSettings({ networkInfo: vi.fn(() => ok(kept)) })
    const panel = within(section)
    const forProxy = panel.getByLabelText('Proxy the password is for') as HTMLInputElement
    expect(
      await panel.findByText(
        /A password is kept for the proxy pac\.corp:8080\. It goes to that proxy only/,
      ),
    ).toBeTruthy()
    expect(forProxy.value).toBe('pac.corp:8080')
    await user.clear(forProxy)
    await user.type(forProxy, 'proxy.corp:3128')
    await user.type(panel.getByLabelText('Proxy password'), 'proxy-secret')
    await user.click(panel.getByRole('button', { name: 'Save network settings' }))
    await panel.findByRole('status')
    expect(setProxyPassword).toHaveBeenCalledWith({
      password: 'proxy-secret',
      proxy: 'proxy.corp:3128',
    })
  })

  it('says a password from an earlier version belongs to no proxy and is not sent', async () => {
    const { section } = renderSettings({
      networkInfo: vi.fn(() => ok({ ...info, proxyPassword: { kind: 'unbound' as const } })),
    })
    const panel = within(section)
    expect(await panel.findByText(/belongs to no proxy, so it is never sent/)).toBeTruthy()
    expect(panel.getByRole('button', { name: 'Forget proxy password' })).toBeTruthy()
  })

  it("shows main's refusal at the field it names", async () => {
    const user = userEvent.setup()
    const refusal = 'The CA file /nope.pem could not be read (ENOENT).'
    const { section } = renderSettings({
      updateSettings: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: {
            code: 'invalid-input' as const,
            message: refusal,
            issues: [{ path: 'extraCaFiles.0', message: refusal }],
          },
        }),
      ),
    })
    const panel = within(section)
    await user.type(panel.getByLabelText('Extra CA certificates (PEM files)'), '/nope.pem')
    await user.click(panel.getByRole('button', { name: 'Save network settings' }))
    const field = panel.getByLabelText('Extra CA certificates (PEM files)')
    expect(await panel.findByText(refusal)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })
})

describe("the profile's Network section", () => {
  afterEach(() => resetAll())

  const none: ProfileNetworkView = {
    caFiles: [],
    clientCert: { kind: 'none' },
    pinSha256: null,
    passphraseKept: false,
  }

  it('sets a PKCS#12 client certificate with its passphrase and a pin, warning about the pin', async () => {
    const user = userEvent.setup()
    const hex = 'ab'.repeat(32)
    const updateProfileNetwork = vi.fn(() =>
      ok<ProfileNetworkView>({
        caFiles: [],
        clientCert: { kind: 'pkcs12', file: '/home/ada/laptop.p12' },
        pinSha256: hex,
        passphraseKept: true,
      }),
    )
    mockApi({ getProfileNetwork: vi.fn(() => ok(none)), updateProfileNetwork })
    render(<ProfileNetworkSection profileId="p-1" />)
    await user.selectOptions(await screen.findByLabelText('Client certificate'), 'pkcs12')
    await user.type(screen.getByLabelText('PKCS#12 file'), '/home/ada/laptop.p12')
    await user.type(screen.getByLabelText('Passphrase'), 'p12-secret')
    expect(screen.queryByText(pinWarning)).toBeNull()
    await user.type(screen.getByLabelText('Pinned server certificate (SHA-256)'), hex)
    expect(screen.getByText(pinWarning)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save network settings' }))

    expect(updateProfileNetwork).toHaveBeenCalledWith({
      profileId: 'p-1',
      network: {
        caFiles: [],
        clientCert: { kind: 'pkcs12', file: '/home/ada/laptop.p12' },
        pinSha256: hex,
      },
      passphrase: 'p12-secret',
    })
    expect(await screen.findByRole('status')).toBeTruthy()
    expect((screen.getByLabelText('Passphrase') as HTMLInputElement).value).toBe('')
    expect(screen.getByText(/One is kept in the secret store: leave empty to keep it/)).toBeTruthy()
    expect(
      (screen.getByLabelText('Pinned server certificate (SHA-256)') as HTMLInputElement).value,
    ).toBe('AB:'.repeat(31) + 'AB')
  })

  it('shows a wrong passphrase at the client certificate', async () => {
    const user = userEvent.setup()
    const message = 'The passphrase of the client certificate /home/ada/laptop.p12 is wrong.'
    mockApi({
      getProfileNetwork: vi.fn(() =>
        ok<ProfileNetworkView>({
          ...none,
          clientCert: { kind: 'pkcs12', file: '/home/ada/laptop.p12' },
        }),
      ),
      updateProfileNetwork: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: {
            code: 'invalid-input' as const,
            message,
            issues: [{ path: 'network.clientCert', message }],
          },
        }),
      ),
    })
    render(<ProfileNetworkSection profileId="p-1" />)
    await user.type(await screen.findByLabelText('Passphrase'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Save network settings' }))
    expect(await screen.findByText(message)).toBeTruthy()
  })
})

describe('a network error', () => {
  afterEach(() => resetAll())

  it('offers the place to fix it: Settings → Network for an unknown CA, or the profile', async () => {
    const user = userEvent.setup()
    showProfiles({ selectedId: 'p-1', view: 'detail' })
    render(
      <ErrorPanel
        error={{
          code: 'network',
          cause: 'untrusted-ca',
          message:
            'The certificate of portal.corp.example was issued by a CA this computer does not trust.',
        }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Add a CA in Settings → Network' }))
    expect(useNavigation.getState().view).toBe('settings')
    await user.click(screen.getByRole('button', { name: "Edit this profile's network" }))
    expect(useNavigation.getState().view).toBe('edit')
  })

  it('says nothing more for a cause the settings cannot fix', () => {
    render(<ErrorPanel error={{ code: 'network', cause: 'dns', message: 'Not found.' }} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
