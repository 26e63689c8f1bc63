import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../src/shared/model/settings'
import {
  checkSettings,
  settingsFields,
  valuesOfSettings,
} from '../../src/renderer/src/lib/settingsForm'

describe('the Settings form (src/renderer/src/lib/settingsForm.ts)', () => {
  it('turns what the form shows back into exactly the fields it shows', () => {
    const checked = checkSettings(valuesOfSettings(defaultSettings))
    expect(checked).toEqual({
      ok: true,
      patch: Object.fromEntries(settingsFields.map((field) => [field, defaultSettings[field]])),
    })
  })

  it('reads minutes for the idle lock, with 0 for never', () => {
    const values = { ...valuesOfSettings(defaultSettings), lockAfterIdleMs: '10' }
    expect(checkSettings(values)).toMatchObject({ ok: true, patch: { lockAfterIdleMs: 600_000 } })
    expect(checkSettings({ ...values, lockAfterIdleMs: '0' })).toMatchObject({
      ok: true,
      patch: { lockAfterIdleMs: 0 },
    })
  })

  it('names the field that is out of range', () => {
    const values = { ...valuesOfSettings(defaultSettings), lockAfterIdleMs: '600' }
    expect(checkSettings(values)).toEqual({
      ok: false,
      errors: { lockAfterIdleMs: 'Lock after 1 min to 8 h of idle time, or 0 to never lock' },
    })
  })
})
