import { useEffect, useId, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import {
  proxyModeLabels,
  proxyModes,
  splitBypass,
  type NetworkInfo,
  type ProxyMode,
} from '../../../shared/model/network'
import { call } from '../lib/api'
import { useSettings } from '../store/settings'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'
import { enterSaves, issueOf, nonEmptyLines, unclaimedError } from '../lib/sectionForm'

/**
 * Settings → Network: how requests find the proxy (the system's settings and
 * PAC, none, or a manual one with a bypass list and credentials) and the
 * company CA certificates trusted for every profile. The proxy password goes
 * to main's secret store; the page only learns whether one is kept.
 */
export function NetworkSettings() {
  const uid = useId()
  const settings = useSettings((s) => s.settings)
  const save = useSettings((s) => s.save)
  const [mode, setMode] = useState<ProxyMode>(settings.proxyMode)
  const [proxyUrl, setProxyUrl] = useState(settings.proxyUrl)
  const [bypass, setBypass] = useState(settings.proxyBypass.join(', '))
  const [username, setUsername] = useState(settings.proxyUsername)
  const [password, setPassword] = useState('')
  const [caFiles, setCaFiles] = useState(settings.extraCaFiles.join('\n'))
  const [info, setInfo] = useState<NetworkInfo | null>(null)
  const [error, setError] = useState<AppError | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    void call((api) => api.networkInfo()).then((result) => {
      if (result.ok) setInfo(result.value)
    })
  }, [])

  async function submit(): Promise<void> {
    if (busy) return
    setBusy(true)
    setSaved(false)
    setError(null)
    const result = await save({
      proxyMode: mode,
      proxyUrl: mode === 'manual' ? proxyUrl.trim() : settings.proxyUrl,
      proxyBypass: splitBypass(bypass),
      proxyUsername: username.trim(),
      extraCaFiles: nonEmptyLines(caFiles),
    })
    if (!result.ok) {
      setBusy(false)
      setError(result.error)
      return
    }
    if (password !== '') {
      const kept = await call((api) => api.setProxyPassword({ password }))
      if (!kept.ok) {
        setBusy(false)
        setError(kept.error)
        return
      }
      setInfo(kept.value)
      setPassword('')
    }
    setBusy(false)
    setSaved(true)
  }

  async function forgetPassword(): Promise<void> {
    const result = await call((api) => api.setProxyPassword({ password: null }))
    if (result.ok) setInfo(result.value)
    else setError(result.error)
  }

  const onKeyDown = enterSaves(() => void submit())

  const generalError = unclaimedError(error, ['proxyUrl', 'extraCaFiles', 'proxyBypass'])
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
              onChange={() => setMode(choice)}
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
                  onChange={(e) => setProxyUrl(e.target.value)}
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
                  onChange={(e) => setBypass(e.target.value)}
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
                  onChange={(e) => setUsername(e.target.value)}
                />
              )}
            </Field>
            <Field
              id={`${uid}-password`}
              label="Proxy password"
              hint={
                info?.proxyPasswordKept
                  ? 'A password is kept in the secret store. Type a new one to replace it.'
                  : 'Kept in the secret store, never in the profiles file.'
              }
              after={
                info?.proxyPasswordKept ? (
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
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
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
              onChange={(e) => setCaFiles(e.target.value)}
            />
          )}
        </Field>
      </div>
      {generalError && <ErrorPanel error={generalError} />}
      <SectionSave busy={busy} saved={saved} onSave={() => void submit()} />
    </section>
  )
}
