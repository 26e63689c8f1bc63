import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { StartupNotices } from '../../src/renderer/src/components/StartupNotices'
import type { Notice } from '../../src/shared/model/notice'
import { resetAll } from './fixtures'
import { useAppInfo } from '../../src/renderer/src/store/appInfo'

function showNotices(notices: Notice[]) {
  useAppInfo.setState({
    info: {
      version: '1.0.0',
      runtime: 'electron',
      protection: { kind: 'weak', expected: null, description: 'weak' },
      systemLanguages: ['en-US'],
      notices,
    },
  })
  return render(<StartupNotices />)
}

const keyringChanged = (passwords: number, tokens: number, storedWith = ['gnome_libsecret']) =>
  ({ kind: 'keyring-changed', storedWith, current: 'basic_text', passwords, tokens }) as const

describe('start-up notices', () => {
  afterEach(resetAll)

  it('explains a keyring change plainly: what, why, what to do, nothing deleted', () => {
    showNotices([keyringChanged(3, 2)])
    const region = screen.getByRole('complementary', { name: 'At start-up' })
    expect(region.textContent).toContain(
      '3 saved passwords and 2 tokens were stored with GNOME Keyring, whose key this session did not get (it encrypts with Electron’s fixed built-in key instead), so they cannot be read now. If it is locked, unlock it and restart Token Desk; if it belongs to another login or computer, start Token Desk there; or enter them again. Nothing was deleted.',
    )
  })

  it('words one secret and several keyrings correctly', () => {
    showNotices([keyringChanged(1, 0, ['gnome_libsecret', 'kwallet5', 'kwallet6'])])
    expect(screen.getByRole('complementary').textContent).toContain(
      '1 saved password was stored with GNOME Keyring and KWallet, whose key this session did not get (it encrypts with Electron’s fixed built-in key instead), so it cannot be read now',
    )
  })

  it('words tokens alone', () => {
    showNotices([keyringChanged(0, 4)])
    expect(screen.getByRole('complementary').textContent).toContain('4 saved tokens were stored')
  })

  it('lists it with recovered files, and hides on request', async () => {
    showNotices([
      {
        kind: 'records-quarantined',
        count: 7,
        file: '/data/profiles.json',
        profiles: [{ name: 'SMS GET renamed', reason: 'portal: Choose a portal' }],
      },
      keyringChanged(1, 1),
    ])
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      '7 profiles could not be read and were set aside, with their tokens, in /data/profiles.json under “quarantine”: “SMS GET renamed” (portal: Choose a portal) and 6 more. Create them again, or correct them in the file while Token Desk is closed.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Hide notice' }))
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it('says a lost state journal left the profiles without tokens and stored passwords', () => {
    showNotices([
      { kind: 'state-missing', file: '/data/state.journal', found: 'empty', profiles: 3 },
    ])
    expect(screen.getByRole('complementary').textContent).toContain(
      '/data/state.journal, where tokens and stored passwords are kept, was empty, so your 3 profiles start without their tokens and stored passwords. The profiles themselves were read.',
    )
  })

  it('names the tables of the wrong type set aside, and where the file as it was is', () => {
    showNotices([
      {
        kind: 'tables-set-aside',
        file: '/data/profiles.json',
        copy: '/data/profiles.unreadable-1.json',
        tables: [{ name: 'settings', reason: 'its "settings" entry is text, not a table' }],
      },
    ])
    expect(screen.getByRole('complementary').textContent).toContain(
      '/data/profiles.json had a table of the wrong type: its "settings" entry is text, not a table. It starts empty, with its defaults; everything else, your profiles included, was read. The file as it was is kept at /data/profiles.unreadable-1.json: to get it back, correct it there and put that file in place of the other while Token Desk is closed. Nothing was deleted.',
    )
  })

  it('names the settings that read as their defaults', () => {
    showNotices([{ kind: 'settings-reset', fields: ['proxyUrl', 'proxyMode'] }])
    expect(screen.getByRole('complementary').textContent).toContain(
      '2 settings in the saved file had values this version cannot use, so they read as the default: Proxy address, Proxy. Check them in Settings; saving there writes them again.',
    )
  })

  it('says a lost profiles.json left tokens and passwords that a copy of it brings back', () => {
    showNotices([
      { kind: 'profiles-missing', file: '/data/profiles.json', tokens: 6, passwords: 1 },
    ])
    expect(screen.getByRole('complementary').textContent).toContain(
      '/data/profiles.json was missing, so no profile was read, but 1 saved password and 6 tokens of earlier profiles are still kept. If you have a copy of that file, quit Token Desk and put it back: the profiles return with them. Nothing was deleted.',
    )
  })
})
