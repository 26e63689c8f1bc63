import { useId } from 'react'
import { useProfileNetworkForm } from '../hooks/useProfileNetworkForm'
import { useT } from '../i18n'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'
import { enterSaves, issueOf, unclaimedError } from '../lib/sectionForm'

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
  const t = useT('profileForm')

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
        <h2 id={`${uid}-title`}>{t('network.title')}</h2>
      </div>
      <p className="muted small">{t('network.intro')}</p>
      {loaded === null && !error ? (
        <p className="muted">{t('network.loading')}</p>
      ) : (
        <div className="form-grid">
          <Field
            id={`${uid}-ca`}
            label={t('network.caFiles')}
            wide
            error={issueOf(error, 'network.caFiles')}
            hint={t('network.caFilesHint')}
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
          <Field id={`${uid}-kind`} label={t('network.clientCert')} error={certError}>
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
                    {t(`network.certKind.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {kind !== 'none' && (
            <>
              <Field
                id={`${uid}-cert`}
                label={kind === 'pkcs12' ? t('network.pkcs12File') : t('network.certFile')}
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
                <Field id={`${uid}-key`} label={t('network.keyFile')}>
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
                label={t('network.passphrase')}
                hint={
                  loaded?.passphraseKept ? t('network.passphraseKept') : t('network.passphraseNew')
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
            label={t('network.pin')}
            wide
            error={issueOf(error, 'network.pinSha256')}
            warning={pinned ? t('network.pinWarning') : null}
            hint={t('network.pinHint')}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                spellCheck={false}
                placeholder={t('network.pinPlaceholder')}
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
