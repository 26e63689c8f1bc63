import { afterEach, describe, expect, it } from 'vitest'
import type { TokenDeskApi } from '../../src/shared/ipc/api'
import { useLock } from '../../src/renderer/src/store/lock'
import { useOutages } from '../../src/renderer/src/store/outages'
import { useSettings } from '../../src/renderer/src/store/settings'
import { startWindow } from '../../src/renderer/src/store/windowStart'
import { mockApi, resetAll } from './fixtures'

const initial = {
  lock: useLock.getState(),
  settings: useSettings.getState(),
  outages: useOutages.getState(),
}

describe('what the window asks main for as it opens', () => {
  afterEach(() => {
    resetAll()
    useLock.setState(initial.lock, true)
    useSettings.setState(initial.settings, true)
    useOutages.setState(initial.outages, true)
  })

  it('asks for the first rows right after the lock and the settings, before anything else', () => {
    // Main answers in the order asked: what comes before the first rows delays them.
    const asked: string[] = []
    const waiting = (name: string) => () => {
      asked.push(name)
      return new Promise<never>(() => undefined)
    }
    const names = [
      'lockState',
      'unlockRequirement',
      'getSettings',
      'firstProfiles',
      'listProfiles',
      'appInfo',
      'listOutages',
      'takeLinkCommands',
      'catalogSources',
    ] as const
    mockApi(Object.fromEntries(names.map((name) => [name, waiting(name)])) as Partial<TokenDeskApi>)

    startWindow()

    const firstRows = asked.indexOf('firstProfiles')
    expect(firstRows).toBeGreaterThan(-1)
    expect(asked.slice(0, firstRows).sort()).toEqual(
      ['getSettings', 'lockState', 'unlockRequirement'].sort(),
    )
    expect(asked).toContain('listOutages')
    expect(asked).toContain('appInfo')
  })
})
