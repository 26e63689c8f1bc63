import { useCallback, useEffect, useState } from 'react'
import {
  formatFingerprint,
  type ClientCertChoice,
  type ProfileNetworkView,
} from '../../../shared/model/network'
import { t } from '../i18n'
import { call } from '../lib/api'
import { nonEmptyLines } from '../lib/sectionForm'
import { useSectionForm } from './useSectionForm'
import { useUnsavedChanges } from './useUnsavedChanges'

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
  const form = useSectionForm<ProfileNetworkValues>(blank)
  const { show: showValues, setError } = form // the same on every render
  useUnsavedChanges(() => (form.changed ? t('profileForm:unsaved.network') : null))

  const show = useCallback(
    (view: ProfileNetworkView): void => {
      setLoaded(view)
      showValues(valuesOfNetwork(view))
    },
    [showValues],
  )

  useEffect(() => {
    void call((api) => api.getProfileNetwork({ profileId })).then((result) => {
      if (result.ok) show(result.value)
      else setError(result.error)
    })
  }, [profileId, show, setError])

  const submit = (): Promise<void> =>
    form.save(async () => {
      const { values } = form
      const typed = values.passphrase
      // The passphrase lives only in the request from here on.
      form.clear('passphrase', '')
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
      if (!result.ok) return result.error
      show(result.value)
      return null
    })

  const { values, set, error, busy, saved } = form
  return { loaded, values, set, error, busy, saved, submit }
}
