import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useProfileNetworkForm } from '../../src/renderer/src/hooks/useProfileNetworkForm'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import { normalizeFingerprint, type ProfileNetworkView } from '../../src/shared/model/network'
import { mockApi, ok, resetAll } from '../components/fixtures'

afterEach(resetAll)

const PIN = 'ab'.repeat(32)
/** The pin as the field shows it: 32 pairs. */
const PIN_SHOWN = Array(32).fill('AB').join(':')
const none: ProfileNetworkView = {
  caFiles: [],
  clientCert: { kind: 'none' },
  pinSha256: null,
  passphraseKept: false,
}
const pkcs12: ProfileNetworkView = {
  caFiles: ['/etc/ssl/a.pem', '/etc/ssl/b.pem'],
  clientCert: { kind: 'pkcs12', file: '/home/ada/client.p12' },
  pinSha256: PIN,
  passphraseKept: true,
}
const pem: ProfileNetworkView = {
  ...none,
  clientCert: { kind: 'pem', certFile: '/certs/client.crt', keyFile: '/certs/client.key' },
}
const certRefusal: AppError = {
  code: 'invalid-input',
  message: 'The network settings were not saved.',
  issues: [{ path: 'network.clientCert', message: 'The PKCS#12 file cannot be opened.' }],
}

type Update = Parameters<NonNullable<Window['tokenDesk']>['updateProfileNetwork']>[0]

/** Main holding `view` for profile p1; a save answers with what was sent. */
function networkApi(view: ProfileNetworkView) {
  return mockApi({
    getProfileNetwork: vi.fn(() => ok(view)),
    updateProfileNetwork: vi.fn(({ network, passphrase }: Update) =>
      ok<ProfileNetworkView>({
        caFiles: network.caFiles,
        clientCert: network.clientCert,
        pinSha256: normalizeFingerprint(network.pinSha256 ?? '') || null,
        passphraseKept: passphrase !== undefined || view.passphraseKept,
      }),
    ),
  })
}

async function loadedForm(view: ProfileNetworkView) {
  const api = networkApi(view)
  const hook = renderHook(() => useProfileNetworkForm('p1'))
  const now = () => hook.result.current
  await waitFor(() => expect(now().loaded).toEqual(view))
  return { api, now }
}

describe('useProfileNetworkForm', () => {
  it('is blank while loading, then shows main’s settings for the profile', async () => {
    const api = networkApi(pkcs12)
    const { result } = renderHook(() => useProfileNetworkForm('p1'))
    expect(result.current).toMatchObject({ loaded: null, error: null, busy: false, saved: false })
    expect(result.current.values.kind).toBe('none')
    await waitFor(() => expect(result.current.loaded).toEqual(pkcs12))
    expect(api.getProfileNetwork).toHaveBeenCalledWith({ profileId: 'p1' })
    expect(result.current.values).toEqual({
      caFiles: '/etc/ssl/a.pem\n/etc/ssl/b.pem',
      kind: 'pkcs12',
      certFile: '/home/ada/client.p12',
      keyFile: '',
      passphrase: '',
      pin: PIN_SHOWN,
    })
  })

  it('shows a PEM pair in the certificate and key fields', async () => {
    const { now } = await loadedForm(pem)
    expect(now().values).toMatchObject({
      kind: 'pem',
      certFile: '/certs/client.crt',
      keyFile: '/certs/client.key',
      pin: '',
    })
  })

  it('says why when the settings cannot be loaded', async () => {
    const error: AppError = { code: 'not-found', message: 'This profile no longer exists.' }
    mockApi({ getProfileNetwork: vi.fn(() => Promise.resolve({ ok: false as const, error })) })
    const { result } = renderHook(() => useProfileNetworkForm('p1'))
    await waitFor(() => expect(result.current.error).toEqual(error))
    expect(result.current.loaded).toBeNull()
  })

  it('sends the fields as typed, the passphrase only in the request, and shows what main saved', async () => {
    const { api, now } = await loadedForm(none)
    act(() => {
      now().set('caFiles', ' /etc/ssl/a.pem \n\n/etc/ssl/b.pem')
      now().set('kind', 'pem')
      now().set('certFile', ' /certs/client.crt ')
      now().set('keyFile', '/certs/client.key ')
      now().set('passphrase', 'p12-secret')
      now().set('pin', 'sha256/' + PIN)
    })
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = now().submit()
    })
    // Gone from the form at once, while the request is on its way.
    expect(now().values.passphrase).toBe('')
    expect(now()).toMatchObject({ busy: true, saved: false })
    await act(() => done)
    expect(api.updateProfileNetwork).toHaveBeenCalledWith({
      profileId: 'p1',
      network: {
        caFiles: ['/etc/ssl/a.pem', '/etc/ssl/b.pem'],
        clientCert: { kind: 'pem', certFile: '/certs/client.crt', keyFile: '/certs/client.key' },
        pinSha256: 'sha256/' + PIN,
      },
      passphrase: 'p12-secret',
    })
    expect(now()).toMatchObject({ busy: false, saved: true, error: null })
    expect(now().loaded?.passphraseKept).toBe(true)
    // The fields as main saved them: trimmed, the pin as pairs.
    expect(now().values).toEqual({
      caFiles: '/etc/ssl/a.pem\n/etc/ssl/b.pem',
      kind: 'pem',
      certFile: '/certs/client.crt',
      keyFile: '/certs/client.key',
      passphrase: '',
      pin: PIN_SHOWN,
    })
  })

  it('sends no passphrase when none is typed, and no files for “no certificate”', async () => {
    const { api, now } = await loadedForm(pkcs12)
    act(() => now().set('kind', 'none'))
    await act(() => now().submit())
    const sent = vi.mocked(api.updateProfileNetwork).mock.lastCall?.[0]
    expect(sent).toEqual({
      profileId: 'p1',
      network: {
        caFiles: ['/etc/ssl/a.pem', '/etc/ssl/b.pem'],
        clientCert: { kind: 'none' },
        pinSha256: PIN_SHOWN,
      },
    })
    expect(now().values).toMatchObject({ kind: 'none', certFile: '' })
  })

  it('keeps main’s refusal and the fields, but not the passphrase, when the save is refused', async () => {
    const { api, now } = await loadedForm(none)
    vi.mocked(api.updateProfileNetwork).mockImplementation(() =>
      Promise.resolve({ ok: false as const, error: certRefusal }),
    )
    act(() => {
      now().set('kind', 'pkcs12')
      now().set('certFile', '/home/ada/broken.p12')
      now().set('passphrase', 'p12-secret')
    })
    await act(() => now().submit())
    expect(now()).toMatchObject({ error: certRefusal, busy: false, saved: false, loaded: none })
    expect(now().values).toMatchObject({
      kind: 'pkcs12',
      certFile: '/home/ada/broken.p12',
      passphrase: '',
    })
  })

  it('ignores a second Save while one is under way, and forgets the last error when saving', async () => {
    const { api, now } = await loadedForm(none)
    vi.mocked(api.updateProfileNetwork).mockImplementationOnce(() =>
      Promise.resolve({ ok: false as const, error: certRefusal }),
    )
    await act(() => now().submit())
    expect(now().error).toEqual(certRefusal)

    let answer: (r: Result<ProfileNetworkView>) => void = () => undefined
    vi.mocked(api.updateProfileNetwork).mockImplementation(() => new Promise((r) => (answer = r)))
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = now().submit()
    })
    expect(now()).toMatchObject({ error: null, busy: true })
    await act(() => now().submit())
    expect(api.updateProfileNetwork).toHaveBeenCalledTimes(2)
    await act(async () => {
      answer({ ok: true, value: none })
      await first
    })
    expect(now()).toMatchObject({ saved: true, busy: false })
  })

  it('no longer says “saved” once a field changes after the save', async () => {
    const { now } = await loadedForm(none)
    await act(() => now().submit())
    expect(now().saved).toBe(true)
    act(() => now().set('pin', 'AB'))
    expect(now().saved).toBe(false)
  })
})
