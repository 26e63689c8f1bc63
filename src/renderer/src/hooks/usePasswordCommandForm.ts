import { useCallback, useEffect, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import type { PasswordCommandView } from '../../../shared/model/passwordCommand'
import type { ProfileView } from '../../../shared/model/profile'
import { t, sayOf } from '../i18n'
import { call } from '../lib/api'
import { commandLineOf, parseCommandLine } from '../../../shared/text/commandLine'
import { useSectionForm } from './useSectionForm'
import { useUnsavedChanges } from './useUnsavedChanges'

export type PasswordSource = 'typed' | 'command'

export interface PasswordCommandValues {
  source: PasswordSource
  /** The command as typed; parsed into its argument list as it is typed. */
  line: string
  keepInKeyring: boolean
}

const blank: PasswordCommandValues = { source: 'typed', line: '', keepInKeyring: false }

export const valuesOfCommand = (view: PasswordCommandView): PasswordCommandValues =>
  view.command === null
    ? blank
    : {
        source: 'command',
        line: commandLineOf(view.command.argv),
        keepInKeyring: view.command.keepInKeyring,
      }

/** What Test found: how long the password was (never the password), or why there was none. */
export type TestOutcome = { kind: 'ok'; characters: number } | { kind: 'failed'; error: AppError }

/**
 * Edit profile → Password: whether the login's password is typed or comes
 * from a command, which one, and Test. Saved on its own, for the whole login
 * (its other profiles share it). The page sends the argument list; main asks
 * in its own dialog before a command it has not run runs, and answers Test
 * with a length only.
 */
export function usePasswordCommandForm(profile: Pick<ProfileView, 'id' | 'baseUrl' | 'username'>) {
  const { id: profileId, baseUrl, username } = profile
  const [loaded, setLoaded] = useState<PasswordCommandView | null>(null)
  const [testing, setTesting] = useState(false)
  const [tested, setTested] = useState<TestOutcome | null>(null)
  const form = useSectionForm<PasswordCommandValues>(blank)
  const { show: showValues, setError } = form
  useUnsavedChanges(() => (form.changed ? t('profileForm:unsaved.passwordCommand') : null))

  const show = useCallback(
    (view: PasswordCommandView): void => {
      setLoaded(view)
      showValues(valuesOfCommand(view))
    },
    [showValues],
  )

  useEffect(() => {
    void call((api) => api.passwordCommand({ profileId })).then((result) => {
      if (result.ok) show(result.value)
      else setError(result.error)
    })
  }, [profileId, show, setError])

  const { values } = form
  const parsed = values.source === 'command' ? parseCommandLine(values.line) : null

  const set: typeof form.set = (field, value) => {
    setTested(null)
    form.set(field, value)
  }

  const submit = (): Promise<void> =>
    form.save(async () => {
      if (parsed !== null && !parsed.ok) return invalid(sayOf(parsed))
      const command =
        parsed === null ? null : { argv: parsed.argv, keepInKeyring: values.keepInKeyring }
      const result = await call((api) => api.setPasswordCommand({ profileId, command }))
      if (!result.ok) return result.error
      show(result.value)
      return null
    })

  const test = async (): Promise<void> => {
    if (parsed === null || !parsed.ok || testing) return
    setTesting(true)
    setTested(null)
    const result = await call((api) =>
      api.testPasswordCommand({ argv: parsed.argv, baseUrl, username }),
    )
    setTesting(false)
    setTested(
      result.ok
        ? { kind: 'ok', characters: result.value.characters }
        : { kind: 'failed', error: result.error },
    )
  }

  const { error, busy, saved } = form
  return { loaded, values, set, parsed, error, busy, saved, submit, test, testing, tested }
}

const invalid = (message: string): AppError => ({
  code: 'invalid-input',
  message,
  issues: [{ path: 'command', message }],
})
