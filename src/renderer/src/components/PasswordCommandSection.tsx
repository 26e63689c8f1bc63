import { useId } from 'react'
import type { ProfileView } from '../../../shared/model/profile'
import { usePasswordCommandForm, type PasswordSource } from '../hooks/usePasswordCommandForm'
import { enterSaves, issueOf } from '../lib/sectionForm'
import { BusyButton } from './BusyButton'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'

const sourceLabels: Record<PasswordSource, string> = {
  typed: 'Typed (in this form or when a token is needed)',
  command: 'From a command (a password manager’s command line)',
}

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
  const lineError = (parsed && !parsed.ok ? parsed.message : undefined) ?? issueOf(error, 'command')
  const generalError = error && issueOf(error, 'command') === undefined ? error : null
  const others = loaded?.sharedWith ?? 0
  return (
    <section
      className="card profile-network password-source"
      aria-labelledby={`${uid}-title`}
      onKeyDown={enterSaves(() => void submit())}
    >
      <div className="card-head">
        <h2 id={`${uid}-title`}>Where the login’s password comes from</h2>
      </div>
      {others > 0 && (
        <p className="muted small">
          Shared with {others} other {others === 1 ? 'profile' : 'profiles'} of this login (the same
          base URL and username): they use the same source.
        </p>
      )}
      {loaded === null && !error ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <fieldset className="network-proxy-modes">
            <legend>Source</legend>
            {(['typed', 'command'] as const).map((choice) => (
              <label key={choice} className="radio-row">
                <input
                  type="radio"
                  name={`${uid}-source`}
                  value={choice}
                  checked={values.source === choice}
                  onChange={() => set('source', choice)}
                />
                {sourceLabels[choice]}
              </label>
            ))}
          </fieldset>
          {values.source === 'command' && (
            <div className="form-grid">
              <Field
                id={`${uid}-line`}
                label="Command"
                wide
                error={lineError}
                hint="It runs without a shell, as you, when a token is needed and no password is kept; its first line is the password. {vault} is your vault (Settings → Passwords), {username} this login’s username."
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="op read op://{vault}/Acme/password"
                    value={values.line}
                    onChange={(e) => set('line', e.target.value)}
                  />
                )}
              </Field>
              {parsed?.ok && (
                <div className="field field-wide">
                  <p className="muted small" id={`${uid}-argv-label`}>
                    Runs{' '}
                    {parsed.argv.length === 1 ? '1 argument' : `${parsed.argv.length} arguments`}:
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
                label="Keep in the keyring"
                checked={values.keepInKeyring}
                onChange={(checked) => set('keepInKeyring', checked)}
                hint="Off: what the command prints stays in memory until you quit or lock, and the command runs again after that."
              />
              <div className="form-actions field-wide">
                <BusyButton
                  className="btn"
                  busy={testing}
                  label="Test"
                  busyLabel="Testing…"
                  disabled={!parsed?.ok}
                  onClick={() => void test()}
                />
                <span role="status" className="muted small">
                  {tested?.kind === 'ok'
                    ? `A password came back (${tested.characters} ${tested.characters === 1 ? 'character' : 'characters'}).`
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
        label="Save password source"
        savedNote="Saved for every profile of this login."
      />
    </section>
  )
}
