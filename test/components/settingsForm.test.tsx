import { describe, expect, it } from 'vitest'
import { defaultSettings, settingsPatchSchema } from '../../src/shared/model/settings'
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
      errors: {
        lockAfterIdleMs:
          'Lock after idle must be a whole number of minutes from 1 to 480, or 0 to never lock',
      },
    })
  })

  it('takes a whole number in every number field, and says each field\u2019s rule the same way', () => {
    const fractions = Object.fromEntries(settingsFields.map((field) => [field, '1.5']))
    const rules = {
      requestTimeoutMs: 'Request time-out must be a whole number of seconds from 1 to 120',
      warningMs: 'Warning window must be a whole number of minutes from 1 to 720',
      renewConcurrency: 'Parallel renewals must be a whole number from 1 to 20',
      autoRenewLeadMs: 'Auto-renew lead time must be a whole number of minutes from 1 to 720',
      clipboardClearMs:
        'Clear clipboard after must be a whole number of seconds from 5 to 600, or 0 to never clear it',
      lockAfterIdleMs:
        'Lock after idle must be a whole number of minutes from 1 to 480, or 0 to never lock',
    }
    expect(checkSettings({ ...valuesOfSettings(defaultSettings), ...fractions })).toEqual({
      ok: false,
      errors: rules,
    })
    // Out of range and empty, the same words.
    const wrong = { requestTimeoutMs: '121', warningMs: '0', renewConcurrency: '' }
    expect(checkSettings({ ...valuesOfSettings(defaultSettings), ...wrong })).toEqual({
      ok: false,
      errors: {
        requestTimeoutMs: rules.requestTimeoutMs,
        warningMs: rules.warningMs,
        renewConcurrency: rules.renewConcurrency,
      },
    })
    // Main checks a change with the same rule: 1.5 s is 1500 ms, not a whole number of seconds.
    const patch = settingsPatchSchema.safeParse({ requestTimeoutMs: 1500, lockAfterIdleMs: 90_000 })
    expect(patch.error?.issues.map((issue) => issue.message)).toEqual([
      rules.requestTimeoutMs,
      rules.lockAfterIdleMs,
    ])
  })
})
