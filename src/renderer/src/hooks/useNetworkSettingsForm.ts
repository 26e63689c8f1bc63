import { useEffect, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { splitBypass, type NetworkInfo, type ProxyMode } from '../../../shared/model/network'
import type { Settings } from '../../../shared/model/settings'
import { call } from '../lib/api'
import { nonEmptyLines } from '../lib/sectionForm'
import { useSettings } from '../store/settings'

/** Settings → Network's fields as typed. */
export interface NetworkValues {
  mode: ProxyMode
  proxyUrl: string
  /** Comma-separated, as typed. */
  bypass: string
  username: string
  /** Typed only: it goes to main's secret store on Save and is cleared. */
  password: string
  /** One path per line. */
  caFiles: string
}

export const networkValuesOf = (settings: Settings): NetworkValues => ({
  mode: settings.proxyMode,
  proxyUrl: settings.proxyUrl,
  bypass: settings.proxyBypass.join(', '),
  username: settings.proxyUsername,
  password: '',
  caFiles: settings.extraCaFiles.join('\n'),
})

/** The settings a save sends; a proxy address is kept as it was unless the mode is manual. */
export const networkPatch = (values: NetworkValues, settings: Settings): Partial<Settings> => ({
  proxyMode: values.mode,
  proxyUrl: values.mode === 'manual' ? values.proxyUrl.trim() : settings.proxyUrl,
  proxyBypass: splitBypass(values.bypass),
  proxyUsername: values.username.trim(),
  extraCaFiles: nonEmptyLines(values.caFiles),
})

/**
 * Settings → Network: the proxy and company CAs are saved with the settings;
 * a typed proxy password then goes to main's secret store, and the page
 * learns only whether one is kept (`info`).
 */
export function useNetworkSettingsForm() {
  const settings = useSettings((s) => s.settings)
  const save = useSettings((s) => s.save)
  const [values, setValues] = useState<NetworkValues>(() => networkValuesOf(settings))
  const [info, setInfo] = useState<NetworkInfo | null>(null)
  const [error, setError] = useState<AppError | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    void call((api) => api.networkInfo()).then((result) => {
      if (result.ok) setInfo(result.value)
    })
  }, [])

  const update = <K extends keyof NetworkValues>(field: K, value: NetworkValues[K]): void =>
    setValues((v) => ({ ...v, [field]: value }))
  /** A field typed in: "Saved" no longer describes what is shown. */
  const set = <K extends keyof NetworkValues>(field: K, value: NetworkValues[K]): void => {
    update(field, value)
    setSaved(false)
  }

  async function submit(): Promise<void> {
    if (busy) return
    setBusy(true)
    setSaved(false)
    setError(null)
    const result = await save(networkPatch(values, settings))
    if (!result.ok) {
      setBusy(false)
      setError(result.error)
      return
    }
    const { password } = values
    if (password !== '') {
      const kept = await call((api) => api.setProxyPassword({ password }))
      if (!kept.ok) {
        setBusy(false)
        setError(kept.error)
        return
      }
      setInfo(kept.value)
      update('password', '')
    }
    setBusy(false)
    setSaved(true)
  }

  async function forgetPassword(): Promise<void> {
    const result = await call((api) => api.setProxyPassword({ password: null }))
    if (result.ok) setInfo(result.value)
    else setError(result.error)
  }

  return { values, set, info, error, busy, saved, submit, forgetPassword }
}
