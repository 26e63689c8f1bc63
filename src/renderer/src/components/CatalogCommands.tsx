import type { CatalogCommand } from '../../../shared/model/catalog'
import { commandLineOf } from '../../../shared/text/commandLine'

/** How many of a login's profiles are named; a login may serve hundreds. */
const NAMED = 5

const namesOf = (names: readonly string[]) =>
  names.length > NAMED
    ? `${names.slice(0, NAMED).join(', ')} and ${(names.length - NAMED).toLocaleString('en')} more`
    : names.join(', ')

interface Props {
  commands: readonly CatalogCommand[]
  checked: boolean
  disabled: boolean
  onChange(use: boolean): void
}

/**
 * The review's group of password commands a catalog names: each login, its
 * profiles, the command as the catalog wrote it (placeholders unfilled) and
 * what the login uses now. Using them is one choice for all; main asks again
 * in its own dialog, since each runs a program as the user.
 */
export function CatalogCommands({ commands, checked, disabled, onChange }: Props) {
  const one = commands.length === 1
  return (
    <section className="catalog-commands" aria-label="Password commands">
      <h3>Password commands ({commands.length})</h3>
      <ul>
        {commands.map((c) => (
          <li key={`${c.username}@${c.host}`}>
            <span className="catalog-command-login">
              {c.username} at {c.host}
            </span>{' '}
            <span className="muted">({namesOf(c.profiles)})</span>
            <code className="catalog-command-line">{commandLineOf(c.argv)}</code>
            <span className="muted">
              {c.current === null ? 'Now: a typed password.' : `Now: ${commandLineOf(c.current)}.`}
              {c.reviewed && ' You left this command before.'}
            </span>
          </li>
        ))}
      </ul>
      <label className="check-row">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
        Use {one ? 'this command' : 'these commands'} for {one ? 'its login' : 'their logins'}{' '}
        (Token Desk asks once more in its own dialog: {one ? 'it runs' : 'each runs'} as you when a
        token is needed)
      </label>
    </section>
  )
}
