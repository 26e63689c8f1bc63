import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueSaying, saidOfIssue, says } from '../../src/shared/i18n/fieldSays'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english, saying } from '../../src/shared/i18n/sayMessage'
import { asSaid, said } from '../../src/shared/i18n/said'

describe('a Said: a message as data, said in English for the record', () => {
  it('says a message in English and in German, its count picking the plural form', () => {
    const one = said('general.fieldsNeedAttention', { count: 1, first: 'Name is required' })
    expect(english(one)).toBe('One field needs attention: Name is required.')
    expect(english({ ...one, values: { count: 3, first: 'x' } })).toBe(
      '3 fields need attention: x.',
    )
    expect(sayIn('de', one)).toBe('Ein Feld braucht Aufmerksamkeit: Name is required.')
  })

  it('says a value that is itself a Said in the same language', () => {
    const nested = said('general.fieldsNeedAttention', {
      count: 2,
      first: said('general.inputNotValid'),
    })
    expect(english(nested)).toBe('2 fields need attention: The input was not valid..')
    expect(sayIn('de', nested)).toBe(
      '2 Felder brauchen Aufmerksamkeit: Die Eingabe war nicht gültig..',
    )
  })

  it('gives main the English and the data together', () => {
    expect(saying('general.inputNotValid')).toEqual({
      message: 'The input was not valid.',
      said: { key: 'general.inputNotValid' },
    })
  })

  it('keeps the Said on the issue zod reports, for a check and for a custom issue', () => {
    const schema = z.object({
      name: z.string().min(1, says('general.inputNotValid')),
      other: z.string().transform((value, ctx) => {
        ctx.addIssue(issueSaying(said('general.unexpected')))
        return value
      }),
    })
    const parsed = schema.safeParse({ name: '', other: 'x' })
    expect(parsed.success).toBe(false)
    const issues = parsed.error?.issues ?? []
    expect(issues.map((issue) => issue.message)).toEqual([
      'The input was not valid.',
      'Something unexpected went wrong in the app. The action was not completed; try again.',
    ])
    expect(issues.map((issue) => saidOfIssue(issue))).toEqual([
      { key: 'general.inputNotValid' },
      { key: 'general.unexpected' },
    ])
  })

  it('believes only what has the shape of a Said', () => {
    expect(asSaid({ key: 'general.unexpected' })).toEqual({ key: 'general.unexpected' })
    for (const bad of [null, 'general.unexpected', { key: 3 }, { key: 'a', values: 'b' }])
      expect(asSaid(bad)).toBeUndefined()
  })
})
