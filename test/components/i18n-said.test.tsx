import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorPanel } from '../../src/renderer/src/components/ErrorPanel'
import { i18n, sayOf } from '../../src/renderer/src/i18n'
import { said } from '../../src/shared/i18n/said'
import { saying } from '../../src/shared/i18n/sayMessage'
import type { AppError } from '../../src/shared/ipc/errors'
import { keyringLabel } from '../../src/shared/model/keyring'
import { tagSchema } from '../../src/shared/model/profile'
import { keyringName } from '../../src/renderer/src/lib/keyringName'
import { resetAll } from './fixtures'

afterEach(async () => {
  resetAll()
  await i18n.changeLanguage('en')
})

const unexpected: AppError = { code: 'internal', ...saying('general.unexpected') }

describe('what main composed, in the window’s language', () => {
  it('says a failure main sent as data in German, and the same English as main in English', async () => {
    const { rerender } = render(<ErrorPanel error={unexpected} />)
    expect(screen.getByText(unexpected.message)).toBeTruthy()
    await i18n.changeLanguage('de')
    rerender(<ErrorPanel error={unexpected} />)
    expect(screen.getByText(/In der App ist etwas Unerwartetes schiefgegangen/)).toBeTruthy()
    expect(screen.queryByText(unexpected.message)).toBeNull()
  })

  it('says a refused field main named, nested sentence and all', async () => {
    await i18n.changeLanguage('de')
    const error: AppError = {
      code: 'invalid-input',
      ...saying('general.fieldsNeedAttention', { count: 2, first: said('general.inputNotValid') }),
      issues: [
        { path: 'name', message: 'The input was not valid.', said: said('general.inputNotValid') },
      ],
    }
    render(<ErrorPanel error={error} />)
    expect(
      screen.getByText('2 Felder brauchen Aufmerksamkeit: Die Eingabe war nicht gültig..'),
    ).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).toBe('name Die Eingabe war nicht gültig.')
  })

  it('keeps main’s English when there is no Said, or one this window does not know', async () => {
    await i18n.changeLanguage('de')
    expect(sayOf({ message: 'Kept by an older version.' })).toBe('Kept by an older version.')
    const unknown = { key: 'general.gone', values: {} } as unknown as ReturnType<typeof said>
    expect(sayOf({ message: 'From a newer main.', said: unknown })).toBe('From a newer main.')
    const nestedUnknown = said('general.fieldsNeedAttention', { count: 1, first: unknown })
    expect(sayOf({ message: 'Partly known.', said: nestedUnknown })).toBe('Partly known.')
  })

  it('checks a field as it is typed in the window’s language', async () => {
    await i18n.changeLanguage('de')
    const refused = tagSchema.safeParse('')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).not.toBe('A tag cannot be empty')
    await i18n.changeLanguage('en')
    expect(tagSchema.safeParse('').error?.issues[0]?.message).toBe('A tag cannot be empty')
  })

  it('names a key source as main does in English, and in German where it is not a product name', async () => {
    const backends = [
      'basic_text',
      'gnome_libsecret',
      'secret_service',
      'secret_portal',
      'kwallet6',
      'darwin',
      'win32',
      'unknown',
      'test-only',
      'some_future_keyring',
    ]
    expect(backends.map(keyringName)).toEqual(backends.map(keyringLabel))
    await i18n.changeLanguage('de')
    expect(keyringName('darwin')).not.toBe(keyringLabel('darwin'))
    expect(keyringName('kwallet6')).toBe('KWallet')
    expect(keyringName('some_future_keyring')).toBe('some_future_keyring')
  })
})
