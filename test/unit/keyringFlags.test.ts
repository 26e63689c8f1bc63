import { describe, expect, it } from 'vitest'
import { keyringFrom } from '../../src/harness/keyringFlags'

describe("the harness's keyring flags", () => {
  it('default to a GNOME desktop whose keyring gives its key', () => {
    expect(keyringFrom({}, 'linux')).toEqual({ desktop: 'GNOME', store: 'unlocked', portal: false })
    expect(
      keyringFrom({ desktop: 'sway', keyring: 'locked', 'secret-portal': true }, 'linux'),
    ).toEqual({ desktop: 'sway', store: 'locked', portal: true })
  })

  it('refuse what Electron 45 cannot do on the platform played, saying why', () => {
    expect(keyringFrom({ keyring: 'rejecting' }, 'linux')).toBe(
      '--keyring rejecting cannot happen on linux (unlocked, locked, absent)',
    )
    expect(keyringFrom({ keyring: 'locked' }, 'darwin')).toBe(
      '--keyring locked cannot happen on darwin (unlocked, rejecting)',
    )
    expect(keyringFrom({ desktop: 'KDE' }, 'win32')).toBe(
      '--desktop and --secret-portal are Linux only',
    )
    expect(keyringFrom({ keyring: 'open' }, 'linux')).toBe(
      'Unknown keyring state: open (unlocked, locked, absent, rejecting)',
    )
  })
})
