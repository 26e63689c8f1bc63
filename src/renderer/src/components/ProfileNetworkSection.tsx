import { useId } from 'react'
import { pinWarning } from '../../../shared/model/network'
import { useProfileNetworkForm, type CertKind } from '../hooks/useProfileNetworkForm'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'
import { enterSaves, issueOf, unclaimedError } from '../lib/sectionForm'

const certKindLabels: Record<CertKind, string> = {
  none: 'None',
  pkcs12: 'PKCS#12 file (.p12, .pfx)',
  pem: 'PEM certificate and key',
}

interface Props {
  profileId: string
}

/**
 * The profile's own network settings, under its form: CA certificates only
 * this profile trusts, a client certificate for servers that ask for one
 * (its passphrase goes to main's secret store), and a pinned certificate for
 * a self-signed test server, with a warning that stays while it is set.
 */
export function ProfileNetworkSection({ profileId }: Props) {
  const uid = useId()
  const { loaded, values, set, error, busy, saved, submit } = useProfileNetworkForm(profileId)
  const { caFiles, kind, certFile, keyFile, passphrase, pin } = values

  const onKeyDown = enterSaves(() => void submit())

  const certError = issueOf(error, 'network.clientCert')
  const generalError = unclaimedError(error, [
    'network.clientCert',
    'network.caFiles',
    'network.pinSha256',
  ])
  const pinned = pin.trim() !== ''
  return (
    <section
      className="card profile-network"
      aria-labelledby={`${uid}-title`}
      onKeyDown={onKeyDown}
    >
      <div className="card-head">
        <h2 id={`${uid}-title`}>Network</h2>
      </div>
      <p className="muted small">
        For this profile only, on top of Settings → Network (proxy and company CAs).
      </p>
      {loaded === null && !error ? (
        <p className="muted">Loading…</p>
      ) : (
        <div className="form-grid">
          <Field
            id={`${uid}-ca`}
            label="CA certificates for this profile (PEM files)"
            wide
            error={issueOf(error, 'network.caFiles')}
            hint="One full path per line."
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                spellCheck={false}
                value={caFiles}
                onChange={(e) => set('caFiles', e.target.value)}
              />
            )}
          </Field>
          <Field id={`${uid}-kind`} label="Client certificate" error={certError}>
            {(control) => (
              <select
                {...control}
                value={kind}
                onChange={(e) => {
                  const chosen = (['none', 'pkcs12', 'pem'] as const).find(
                    (k) => k === e.target.value,
                  )
                  if (chosen) set('kind', chosen)
                }}
              >
                {(['none', 'pkcs12', 'pem'] as const).map((option) => (
                  <option key={option} value={option}>
                    {certKindLabels[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {kind !== 'none' && (
            <>
              <Field
                id={`${uid}-cert`}
                label={kind === 'pkcs12' ? 'PKCS#12 file' : 'Certificate file (PEM)'}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    spellCheck={false}
                    value={certFile}
                    onChange={(e) => set('certFile', e.target.value)}
                  />
                )}
              </Field>
              {kind === 'pem' && (
                <Field id={`${uid}-key`} label="Private key file (PEM)">
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      spellCheck={false}
                      value={keyFile}
                      onChange={(e) => set('keyFile', e.target.value)}
                    />
                  )}
                </Field>
              )}
              <Field
                id={`${uid}-passphrase`}
                label="Passphrase"
                hint={
                  loaded?.passphraseKept
                    ? 'One is kept in the secret store: leave empty to keep it.'
                    : 'If the certificate or key has one. Kept in the secret store.'
                }
              >
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    autoComplete="new-password"
                    value={passphrase}
                    onChange={(e) => set('passphrase', e.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          <Field
            id={`${uid}-pin`}
            label="Pinned server certificate (SHA-256)"
            wide
            error={issueOf(error, 'network.pinSha256')}
            warning={pinned ? pinWarning : null}
            hint="Only for a self-signed test server. TLS verification stays on: the server must show exactly this certificate for this host."
          >
            {(control) => (
              <input
                {...control}
                type="text"
                spellCheck={false}
                placeholder="AB:CD:…"
                value={pin}
                onChange={(e) => set('pin', e.target.value)}
              />
            )}
          </Field>
        </div>
      )}
      {generalError && <ErrorPanel error={generalError} />}
      <SectionSave busy={busy} saved={saved} onSave={() => void submit()} />
    </section>
  )
}
