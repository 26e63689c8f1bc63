import { useId } from 'react'
import type { ProfileView } from '../../../shared/model/profile'
import { usePasswordCommandForm } from '../hooks/usePasswordCommandForm'
import { useT, sayOf } from '../i18n'
import { enterSaves, issueOf } from '../lib/sectionForm'
import { BusyButton } from './BusyButton'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'

interface Props {
  profile: Pick<ProfileView, 'id' | 'baseUrl' | 'username'>
}

/**
 * Edit profile → Password source: the login's password typed, or printed by
 * a command (1Password's `op`, Vault, Bitwarden, `pass`). Shows the argument
 * list it will run, and Test says whether a password came back (its length,
 * never the password). One source per login: its other profiles share it.
 */
export function PasswordCommandSection({ profile }: Props) {
  const uid = useId()
  const form = usePasswordCommandForm(profile)
  const { loaded, values, set, parsed, error, busy, saved, submit, test, testing, tested } = form
  const lineError = (parsed && !parsed.ok ? sayOf(parsed) : undefined) ?? issueOf(error, 'command')
  const generalError = error && issueOf(error, 'command') === undefined ? error : null
  const others = loaded?.sharedWith ?? 0
  const t = useT('profileForm')
  return (
    <section
      className="card profile-network password-source"
      aria-labelledby={`${uid}-title`}
      onKeyDown={enterSaves(() => void submit())}
    >
      <div className="card-head">
        <h2 id={`${uid}-title`}>{t('passwordSource.title')}</h2>
      </div>
      {others > 0 && <p className="muted small">{t('passwordSource.shared', { count: others })}</p>}
      {loaded === null && !error ? (
        <p className="muted">{t('passwordSource.loading')}</p>
      ) : (
        <>
          <fieldset className="network-proxy-modes">
            <legend>{t('passwordSource.source')}</legend>
            {(['typed', 'command'] as const).map((choice) => (
              <label key={choice} className="radio-row">
                <input
                  type="radio"
                  name={`${uid}-source`}
                  value={choice}
                  checked={values.source === choice}
                  onChange={() => set('source', choice)}
                />
                {t(`passwordSource.${choice}`)}
              </label>
            ))}
          </fieldset>
          {values.source === 'command' && (
            <div className="form-grid">
              <Field
                id={`${uid}-line`}
                label={t('passwordSource.commandLabel')}
                wide
                error={lineError}
                hint={t('passwordSource.commandHint')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={t('passwordSource.commandPlaceholder')}
                    value={values.line}
                    onChange={(e) => set('line', e.target.value)}
                  />
                )}
              </Field>
              {parsed?.ok && (
                <div className="field field-wide">
                  <p className="muted small" id={`${uid}-argv-label`}>
                    {t('passwordSource.runs', { count: parsed.argv.length })}
                  </p>
                  <ol className="argv-list" aria-labelledby={`${uid}-argv-label`}>
                    {parsed.argv.map((arg, index) => (
                      <li key={index}>
                        <code>{arg}</code>
                      </li>
                    ))}
                  </ol>
                </div>
              )}
              <CheckboxField
                id={`${uid}-keep`}
                label={t('passwordSource.keep')}
                checked={values.keepInKeyring}
                onChange={(checked) => set('keepInKeyring', checked)}
                hint={t('passwordSource.keepHint')}
              />
              <div className="form-actions field-wide">
                <BusyButton
                  className="btn"
                  busy={testing}
                  label={t('passwordSource.test')}
                  busyLabel={t('passwordSource.testing')}
                  disabled={!parsed?.ok}
                  onClick={() => void test()}
                />
                <span role="status" className="muted small">
                  {tested?.kind === 'ok'
                    ? t('passwordSource.cameBack', { count: tested.characters })
                    : ''}
                </span>
              </div>
              {tested?.kind === 'failed' && <ErrorPanel error={tested.error} />}
            </div>
          )}
        </>
      )}
      {generalError && <ErrorPanel error={generalError} />}
      <SectionSave
        busy={busy}
        saved={saved}
        onSave={() => void submit()}
        label={t('passwordSource.save')}
        savedNote={t('passwordSource.saved')}
      />
    </section>
  )
}
