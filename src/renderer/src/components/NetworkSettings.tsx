import { useId } from 'react'
import { proxyModeLabels, proxyModes } from '../../../shared/model/network'
import { useNetworkSettingsForm } from '../hooks/useNetworkSettingsForm'
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
        <h2 id={`${uid}-title`}>Network</h2>
      </div>
      <fieldset className="network-proxy-modes">
        <legend>Proxy</legend>
        {proxyModes.map((choice) => (
          <label key={choice} className="radio-row">
            <input
              type="radio"
              name={`${uid}-mode`}
              value={choice}
              checked={mode === choice}
              onChange={() => set('mode', choice)}
            />
            {proxyModeLabels[choice]}
          </label>
        ))}
      </fieldset>
      {info && mode === 'system' && (
        <p className="muted small">
          {info.systemProxy === 'chromium'
            ? 'Asked from the operating system for each address, PAC scripts included.'
            : 'Read from HTTPS_PROXY, HTTP_PROXY and NO_PROXY (this is not the desktop app).'}{' '}
          Local addresses never use a proxy.
        </p>
      )}
      <div className="form-grid">
        {mode === 'manual' && (
          <>
            <Field
              id={`${uid}-url`}
              label="Proxy address"
              error={issueOf(error, 'proxyUrl')}
              hint="http://host:port — https requests go through it in a tunnel."
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  spellCheck={false}
                  placeholder="http://proxy.example.com:8080"
                  value={proxyUrl}
                  onChange={(e) => set('proxyUrl', e.target.value)}
                />
              )}
            </Field>
            <Field
              id={`${uid}-bypass`}
              label="Do not use the proxy for"
              error={issueOf(error, 'proxyBypass')}
              hint="Hosts, .domains, addresses or <local>, separated by commas."
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
            <Field
              id={`${uid}-user`}
              label="Proxy user name"
              hint="Only if the proxy asks (407). Leave empty otherwise."
            >
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
              label="Proxy password"
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
                    Forget proxy password
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
                label="Proxy the password is for"
                error={issueOf(error, 'proxy')}
                hint="host:port, as the 407 message names it. The password is sent to this proxy only: if the system's settings name another one, it is not sent there."
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    spellCheck={false}
                    placeholder="proxy.example.com:8080"
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
          label="Extra CA certificates (PEM files)"
          wide
          error={issueOf(error, 'extraCaFiles')}
          hint={`One full path per line, trusted for every profile on top of ${
            info?.trustStore === 'system'
              ? "the operating system's certificates"
              : "Node's bundled certificates"
          }. Ask your IT team for the company CA if TLS errors name an unknown CA.`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              spellCheck={false}
              placeholder="/etc/ssl/company-root-ca.pem"
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
