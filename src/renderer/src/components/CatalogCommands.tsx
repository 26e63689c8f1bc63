import type { CatalogCommand } from '../../../shared/model/catalog'
import { commandLineOf } from '../../../shared/text/commandLine'
import { t as translate, useT } from '../i18n'

/** How many of a login's profiles are named; a login may serve hundreds. */
const NAMED = 5

const namesOf = (names: readonly string[]) =>
  names.length > NAMED
    ? translate('catalog:commands.namesAndMore', {
        names: names.slice(0, NAMED).join(', '),
        count: names.length - NAMED,
      })
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
  const t = useT('catalog')
  return (
    <section className="catalog-commands" aria-label={t('commands.title')}>
      <h3>{t('commands.titleCount', { count: commands.length })}</h3>
      <ul>
        {commands.map((c) => (
          <li key={`${c.username}@${c.host}`}>
            <span className="catalog-command-login">
              {t('commands.login', { username: c.username, host: c.host })}
            </span>{' '}
            <span className="muted">({namesOf(c.profiles)})</span>
            <code className="catalog-command-line">{commandLineOf(c.argv)}</code>
            <span className="muted">
              {c.current === null
                ? t('commands.nowTyped')
                : t('commands.nowCommand', { command: commandLineOf(c.current) })}
              {c.reviewed && ` ${t('commands.leftBefore')}`}
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
        {t('commands.use', { count: commands.length })}
      </label>
    </section>
  )
}
