import { useId } from 'react'
import { proxyModes } from '../../../shared/model/network'
import { useNetworkSettingsForm } from '../hooks/useNetworkSettingsForm'
import { useT } from '../i18n'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'
import { proxyPasswordNote } from '../lib/proxyPasswordNote'
import { enterSaves, issueOf, unclaimedError } from '../lib/sectionForm'

/**
 * Settings → Network: how requests find the proxy (the system's settings and
 * PAC, none, or a manual one with a bypass list and credentials) and the
 * company CA certificates trusted for every profile. The proxy password goes
 * to main's secret store; the page only learns whether one is kept.
 */
export function NetworkSettings() {
  const t = useT(['settings', 'labels'])
  const uid = useId()
  const { values, set, info, error, busy, saved, submit, forgetPassword } = useNetworkSettingsForm()
  const { mode, proxyUrl, bypass, username, password, passwordProxy, caFiles } = values
  const kept = info?.proxyPassword ?? null
  const note = kept ? proxyPasswordNote(kept, mode, proxyUrl) : null

  const onKeyDown = enterSaves(() => void submit())

  // An issue goes under its field when that field is on screen, else in the panel.
  const generalError = unclaimedError(error, [
    'proxyUrl',
    'extraCaFiles',
    'proxyBypass',
    ...(mode === 'none' ? [] : ['password']),
    ...(mode === 'system' ? ['proxy'] : []),
  ])
  return (
    <section
      className="card network-settings"
      aria-labelledby={`${uid}-title`}
      onKeyDown={onKeyDown}
    >
      <div className="card-head">
        <h2 id={`${uid}-title`}>{t('network.heading')}</h2>
      </div>
      <fieldset className="network-proxy-modes">
        <legend>{t('network.proxy')}</legend>
        {proxyModes.map((choice) => (
          <label key={choice} className="radio-row">
            <input
              type="radio"
              name={`${uid}-mode`}
              value={choice}
              checked={mode === choice}
              onChange={() => set('mode', choice)}
            />
            {t(`labels:proxyMode.${choice}`)}
          </label>
        ))}
      </fieldset>
      {info && mode === 'system' && (
        <p className="muted small">
          {info.systemProxy === 'chromium'
            ? t('network.systemProxy.chromium')
            : t('network.systemProxy.environment')}
        </p>
      )}
      <div className="form-grid">
        {mode === 'manual' && (
          <>
            <Field
              id={`${uid}-url`}
              label={t('network.urlLabel')}
              error={issueOf(error, 'proxyUrl')}
              hint={t('network.urlHint')}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  spellCheck={false}
                  placeholder={t('network.urlPlaceholder')}
                  value={proxyUrl}
                  onChange={(e) => set('proxyUrl', e.target.value)}
                />
              )}
            </Field>
            <Field
              id={`${uid}-bypass`}
              label={t('network.bypassLabel')}
              error={issueOf(error, 'proxyBypass')}
              hint={t('network.bypassHint')}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  spellCheck={false}
                  value={bypass}
                  onChange={(e) => set('bypass', e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        {mode !== 'none' && (
          <>
            <Field id={`${uid}-user`} label={t('network.userLabel')} hint={t('network.userHint')}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={username}
                  onChange={(e) => set('username', e.target.value)}
                />
              )}
            </Field>
            <Field
              id={`${uid}-password`}
              label={t('network.passwordLabel')}
              error={issueOf(error, 'password')}
              warning={note?.warning}
              hint={note?.hint}
              after={
                kept && kept.kind !== 'none' ? (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => void forgetPassword()}
                  >
                    {t('network.forgetPassword')}
                  </button>
                ) : null
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => set('password', e.target.value)}
                />
              )}
            </Field>
            {mode === 'system' && (
              <Field
                id={`${uid}-password-proxy`}
                label={t('network.passwordProxyLabel')}
                error={issueOf(error, 'proxy')}
                hint={t('network.passwordProxyHint')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    spellCheck={false}
                    placeholder={t('network.passwordProxyPlaceholder')}
                    value={passwordProxy}
                    onChange={(e) => set('passwordProxy', e.target.value)}
                  />
                )}
              </Field>
            )}
          </>
        )}
        <Field
          id={`${uid}-ca`}
          label={t('network.caLabel')}
          wide
          error={issueOf(error, 'extraCaFiles')}
          hint={
            info?.trustStore === 'system' ? t('network.caHint.system') : t('network.caHint.bundled')
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              spellCheck={false}
              placeholder={t('network.caPlaceholder')}
              value={caFiles}
              onChange={(e) => set('caFiles', e.target.value)}
            />
          )}
        </Field>
      </div>
      {generalError && <ErrorPanel error={generalError} />}
      <SectionSave busy={busy} saved={saved} onSave={() => void submit()} />
    </section>
  )
}
