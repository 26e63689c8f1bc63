import { useEffect, useState } from 'react'
import { splitBypass, type NetworkInfo, type ProxyMode } from '../../../shared/model/network'
import type { Settings } from '../../../shared/model/settings'
import { t } from '../i18n'
import { call } from '../lib/api'
import { nonEmptyLines } from '../lib/sectionForm'
import { useSettings } from '../store/settings'
import { useSectionForm } from './useSectionForm'
import { useUnsavedChanges } from './useUnsavedChanges'

/** Settings → Network's fields as typed. */
export interface NetworkValues {
  mode: ProxyMode
  proxyUrl: string
  /** Comma-separated, as typed. */
  bypass: string
  username: string
  /** Typed only: it goes to main's secret store on Save and is cleared. */
  password: string
  /**
   * With the system proxy: the proxy (host:port) a typed password is for,
   * the only one it is sent to. A manual proxy's password is for that proxy.
   */
  passwordProxy: string
  /** One path per line. */
  caFiles: string
}

export const networkValuesOf = (settings: Settings): NetworkValues => ({
  mode: settings.proxyMode,
  proxyUrl: settings.proxyUrl,
  bypass: settings.proxyBypass.join(', '),
  username: settings.proxyUsername,
  password: '',
  passwordProxy: '',
  caFiles: settings.extraCaFiles.join('\n'),
})

/** The proxy a typed password is saved for: the manual one, or the one named for the system's. */
export const passwordProxyOf = (values: NetworkValues): string | undefined =>
  (values.mode === 'manual' ? values.proxyUrl : values.passwordProxy).trim() || undefined

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
  const form = useSectionForm<NetworkValues>(() => networkValuesOf(settings))
  const [info, setInfo] = useState<NetworkInfo | null>(null)
  useUnsavedChanges(() => (form.changed ? t('settings:unsaved.network') : null))

  const { clear } = form
  useEffect(() => {
    void call((api) => api.networkInfo()).then((result) => {
      if (!result.ok) return
      setInfo(result.value)
      // The system proxy's password is typed again for the proxy it belongs to, unless changed.
      const kept = result.value.proxyPassword
      if (kept.kind === 'for') clear('passwordProxy', kept.proxy)
    })
  }, [clear])

  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save(networkPatch(form.values, settings))
      if (!result.ok) return result.error
      const { password } = form.values
      if (password === '') return null
      const proxy = passwordProxyOf(form.values)
      const kept = await call((api) =>
        api.setProxyPassword({ password, ...(proxy === undefined ? {} : { proxy }) }),
      )
      if (!kept.ok) return kept.error
      setInfo(kept.value)
      form.clear('password', '')
      return null
    })

  async function forgetPassword(): Promise<void> {
    const result = await call((api) => api.setProxyPassword({ password: null }))
    if (result.ok) setInfo(result.value)
    else form.setError(result.error)
  }

  const { values, set, error, busy, saved } = form
  return { values, set, info, error, busy, saved, submit, forgetPassword }
}
