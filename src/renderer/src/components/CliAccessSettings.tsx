import { useEffect, useId, useState } from 'react'
import { Trans } from 'react-i18next'
import type { ApprovedCliClient } from '../../../shared/model/cli'
import type { UnlockProof } from '../../../shared/model/unlock'
import { sayOf, t as translate, useT } from '../i18n'
import { localTime } from '../lib/format'
import { useCli } from '../store/cli'
import { useLock } from '../store/lock'
import { useSettings } from '../store/settings'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { CheckboxField } from './CheckboxField'
import { SectionSave } from './SectionSave'
import { ColumnHeads } from './ColumnHeads'
import { PassphraseProof } from './PassphraseProof'

const approvalText = (client: ApprovedCliClient): string =>
  client.until === null
    ? translate('settings:cli.always')
    : translate('settings:cli.until', { time: localTime(client.until) })

/**
 * Settings → Command line: the switch (off until the user turns it on), the
 * endpoint `token-desk` connects to, and the clients allowed for 8 hours or
 * always, each revocable.
 */
export function CliAccessSettings() {
  const t = useT('settings')
  const titleId = useId()
  const switchId = useId()
  const saved = useSettings((s) => s.settings.cliAccess)
  /** The switch as the user set it, until Save; null: as saved. */
  const [wanted, setWanted] = useState<boolean | null>(null)
  const [justSaved, setJustSaved] = useState(false)
  const enabled = wanted ?? saved
  useUnsavedChanges(() => (wanted !== null && wanted !== saved ? t('unsaved.cli') : null))
  const info = useCli((s) => s.info)
  const error = useCli((s) => s.error)
  const busy = useCli((s) => s.busy)
  const load = useCli((s) => s.load)
  const setEnabled = useCli((s) => s.setEnabled)
  const revoke = useCli((s) => s.revoke)
  const allowAlways = useCli((s) => s.allowAlways)
  const requirementOn = useLock((s) => s.requirement?.on === true)
  /** The client whose "Always allow" waits for the unlock passphrase, and main's last refusal. */
  const [asking, setAsking] = useState<{ client: ApprovedCliClient; error: string | null } | null>(
    null,
  )
  const alwaysId = (clientId: string) => `${titleId}-always-${clientId}`

  const allow = async (client: ApprovedCliClient, proof?: UnlockProof): Promise<void> => {
    if (proof === undefined && requirementOn) return setAsking({ client, error: null })
    const refused = await allowAlways(client.id, proof)
    if (refused === null) return setAsking(null)
    // Main needs the passphrase the window did not know about: ask for it.
    if (refused.code === 'unlock-required') void useLock.getState().loadRequirement()
    setAsking({ client, error: refused.code === 'unlock-required' ? null : sayOf(refused) })
  }
  const stopAsking = (): void => {
    const clientId = asking?.client.id
    setAsking(null)
    if (clientId) document.getElementById(alwaysId(clientId))?.focus()
  }

  useEffect(() => void load(), [load])

  const endpoint = info?.endpoint
  const clients = info?.clients ?? []
  return (
    <section className="card cli-access" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId}>{t('cli.heading')}</h2>
      </div>
      <CheckboxField
        id={switchId}
        label={t('cli.label')}
        checked={enabled}
        onChange={(checked) => {
          setWanted(checked)
          setJustSaved(false)
        }}
        error={error ? sayOf(error) : undefined}
        hint={t('cli.hint')}
      />
      <SectionSave
        busy={busy}
        saved={justSaved}
        onSave={() =>
          void setEnabled(enabled).then(() => {
            // Saved, or the error says why not (and the switch shows what is kept).
            setWanted(null)
            setJustSaved(useCli.getState().error === null)
          })
        }
        label={t('cli.save')}
        savedNote={t('save.saved')}
      />
      {endpoint?.kind === 'listening' && (
        <p className="muted small">
          <Trans
            t={t}
            i18nKey="cli.listening"
            values={{ path: endpoint.path }}
            components={{ code: <code className="cli-endpoint" /> }}
          />
        </p>
      )}
      {endpoint?.kind === 'failed' && (
        <p className="field-warning" role="alert">
          {t('cli.unreachable', { message: endpoint.message, path: endpoint.path })}
        </p>
      )}
      {endpoint?.kind === 'unavailable' && <p className="muted small">{t('cli.unavailable')}</p>}
      <h3 className="cli-clients-title">{t('cli.clients')}</h3>
      {clients.length === 0 ? (
        <p className="muted">{t('cli.noClients')}</p>
      ) : (
        <table className="activity-table cli-clients">
          <ColumnHeads
            columns={[
              t('cli.column.client'),
              t('cli.column.allowed'),
              t('cli.column.lastUsed'),
              { key: 'action', label: <span className="sr-only">{t('cli.column.action')}</span> },
            ]}
          />
          <tbody>
            {clients.map((client) => (
              <tr key={client.id}>
                <td>
                  {client.name}
                  <span className="muted small cli-client-id"> {client.id.slice(0, 8)}</span>
                </td>
                <td>{approvalText(client)}</td>
                <td>{client.lastUsedAt === null ? '' : localTime(client.lastUsedAt)}</td>
                <td>
                  {client.until !== null && (
                    <button
                      id={alwaysId(client.id)}
                      type="button"
                      className="btn btn-small"
                      disabled={busy}
                      aria-label={t('cli.alwaysAllowClient', { name: client.name })}
                      onClick={() => void allow(client)}
                    >
                      {t('cli.alwaysAllow')}
                    </button>
                  )}{' '}
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={busy}
                    aria-label={t('cli.revokeClient', { name: client.name })}
                    onClick={() => void revoke(client.id)}
                  >
                    {t('cli.revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {asking && (
        <PassphraseProof
          label={t('cli.proofLabel', { name: asking.client.name })}
          actionLabel={t('cli.alwaysAllow')}
          busy={busy}
          error={asking.error}
          onProof={(proof) => void allow(asking.client, proof)}
          onCancel={stopAsking}
        />
      )}
    </section>
  )
}
