import { useEffect, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import {
  formatFingerprint,
  type ClientCertChoice,
  type ProfileNetworkView,
} from '../../../shared/model/network'
import { call } from '../lib/api'
import { nonEmptyLines } from '../lib/sectionForm'

export type CertKind = ClientCertChoice['kind']

/** The section's fields as typed. */
export interface ProfileNetworkValues {
  caFiles: string
  kind: CertKind
  certFile: string
  keyFile: string
  /** Typed only; it goes to main's secret store with the save and is cleared at once. */
  passphrase: string
  pin: string
}

const blank: ProfileNetworkValues = {
  caFiles: '',
  kind: 'none',
  certFile: '',
  keyFile: '',
  passphrase: '',
  pin: '',
}

/** The fields as main's view has them (the passphrase is never sent back). */
export const valuesOfNetwork = (view: ProfileNetworkView): ProfileNetworkValues => ({
  caFiles: view.caFiles.join('\n'),
  kind: view.clientCert.kind,
  certFile:
    view.clientCert.kind === 'pkcs12'
      ? view.clientCert.file
      : view.clientCert.kind === 'pem'
        ? view.clientCert.certFile
        : '',
  keyFile: view.clientCert.kind === 'pem' ? view.clientCert.keyFile : '',
  passphrase: '',
  pin: view.pinSha256 ? formatFingerprint(view.pinSha256) : '',
})

/** The client certificate the fields describe. */
export const clientCertOf = (values: ProfileNetworkValues): ClientCertChoice =>
  values.kind === 'pkcs12'
    ? { kind: 'pkcs12', file: values.certFile.trim() }
    : values.kind === 'pem'
      ? { kind: 'pem', certFile: values.certFile.trim(), keyFile: values.keyFile.trim() }
      : { kind: 'none' }

/**
 * A profile's own network settings (Edit profile → Network): loaded from
 * main, saved on their own. The passphrase lives only in the request once
 * Save is pressed.
 */
export function useProfileNetworkForm(profileId: string) {
  const [loaded, setLoaded] = useState<ProfileNetworkView | null>(null)
  const [values, setValues] = useState<ProfileNetworkValues>(blank)
  const [error, setError] = useState<AppError | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)

  const show = (view: ProfileNetworkView): void => {
    setLoaded(view)
    setValues(valuesOfNetwork(view))
  }

  useEffect(() => {
    void call((api) => api.getProfileNetwork({ profileId })).then((result) => {
      if (result.ok) show(result.value)
      else setError(result.error)
    })
  }, [profileId])

  const update = <K extends keyof ProfileNetworkValues>(
    field: K,
    value: ProfileNetworkValues[K],
  ): void => setValues((v) => ({ ...v, [field]: value }))
  /** A field typed in: "Saved" no longer describes what is shown. */
  const set = <K extends keyof ProfileNetworkValues>(
    field: K,
    value: ProfileNetworkValues[K],
  ): void => {
    update(field, value)
    setSaved(false)
  }

  async function submit(): Promise<void> {
    if (busy) return
    setBusy(true)
    setSaved(false)
    setError(null)
    const typed = values.passphrase
    // The passphrase lives only in the request from here on.
    update('passphrase', '')
    const result = await call((api) =>
      api.updateProfileNetwork({
        profileId,
        network: {
          caFiles: nonEmptyLines(values.caFiles),
          clientCert: clientCertOf(values),
          pinSha256: values.pin,
        },
        ...(typed !== '' ? { passphrase: typed } : {}),
      }),
    )
    setBusy(false)
    if (result.ok) {
      show(result.value)
      setSaved(true)
    } else {
      setError(result.error)
    }
  }

  return { loaded, values, set, error, busy, saved, submit }
}
