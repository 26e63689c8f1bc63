import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { saidOfIssue } from '../../src/shared/i18n/fieldSays'
import { inputs as deInputs } from '../../src/shared/i18n/de/messages/inputs'
import { inputs as enInputs } from '../../src/shared/i18n/en/messages/inputs'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import { contract } from '../../src/shared/ipc/contract'
import { exportActivityInput } from '../../src/shared/model/activityFilter'
import { bulkInput } from '../../src/shared/model/bulk'
import { catalogSourceFields, checkCatalogLocation } from '../../src/shared/model/catalog'
import { setDemoFaultInput } from '../../src/shared/model/demo'
import { requestFieldsSchema } from '../../src/shared/model/request'
import { importInput, MAX_IMPORT_BYTES } from '../../src/shared/model/transfer'

/** The first issue a schema reports for `input`: its English and its Said. */
function firstIssue(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input)
  expect(parsed.success).toBe(false)
  const issue = parsed.error!.issues[0]!
  return { message: issue.message, path: issue.path.join('.'), said: saidOfIssue(issue) }
}

const request = {
  name: 'Ping',
  method: 'POST',
  url: '/x',
  relativeTo: 'base',
  headers: [],
  body: '',
  authStyle: 'bearer',
}

describe('the shared checks of inputs: English as before, and a Said the window says', () => {
  it('checks a catalog source’s location, said in English and in German', () => {
    const checked = checkCatalogLocation('http://catalog.example.test/team.json')
    expect(checked).toEqual({
      ok: false,
      message: 'A catalog URL must use https:// (a catalog names hosts passwords go to)',
      said: { key: 'inputs.catalog.urlNotHttps' },
    })
    const issue = firstIssue(catalogSourceFields, {
      name: 'Team',
      location: 'team.json',
      trust: { kind: 'none' },
    })
    expect(issue).toEqual({
      message: 'Enter the full path of the file (e.g. /srv/team/catalog.json)',
      path: 'location',
      said: { key: 'inputs.catalog.pathNotAbsolute' },
    })
    expect(sayIn('de', issue.said!)).toBe(
      'Geben Sie den vollständigen Pfad der Datei ein (z. B. /srv/team/catalog.json)',
    )
  })

  it('fills a check’s number where the English had it', () => {
    const refresh = firstIssue(catalogSourceFields, {
      name: 'Team',
      location: '/srv/team.json',
      trust: { kind: 'none' },
      refreshMinutes: 1,
    })
    expect(refresh.message).toBe('Read it at most every 5 minutes')
    expect(sayIn('de', refresh.said!)).toBe('Lesen Sie ihn höchstens alle 5 Minuten')
    expect(
      firstIssue(importInput, { format: 'json', text: 'x'.repeat(MAX_IMPORT_BYTES + 1) }),
    ).toMatchObject({ message: 'The file is larger than 8 MiB' })
    const latency = firstIssue(setDemoFaultInput, { fault: 'none', latencyMs: 200_000 })
    expect(latency.message).toBe('Latency is at most 120 s')
    expect(sayIn('de', latency.said!)).toBe('Die Verzögerung beträgt höchstens 120 s')
  })

  it('says a request body’s refusal at its field, the parser’s words kept as data', () => {
    expect(firstIssue(requestFieldsSchema, { ...request, method: 'GET', body: '{}' })).toEqual({
      message: 'A GET request has no body',
      path: 'body',
      said: { key: 'inputs.request.getHasNoBody' },
    })
    const json = firstIssue(requestFieldsSchema, { ...request, body: '{' })
    expect(json.path).toBe('body')
    expect(json.message).toMatch(/^The body is not valid JSON \(.+\)$/)
    expect(json.said?.key).toBe('inputs.request.bodyNotJson')
    const detail = json.said?.values?.detail
    expect(typeof detail).toBe('string')
    expect(sayIn('de', json.said!)).toBe(`Der Body ist kein gültiges JSON (${String(detail)})`)
  })

  it('words the contract’s own checks, keeping a refine’s path', () => {
    const noInput = firstIssue(contract.appInfo.input, { x: 1 })
    expect(noInput).toMatchObject({
      message: 'This call takes no input',
      said: { key: 'inputs.call.noInput' },
    })
    const proxy = firstIssue(contract.setProxyPassword.input, { password: 'pw' })
    expect(proxy.path).toBe('proxy')
    expect(proxy.message).toBe(
      'Name the proxy the password is for (http://host:port, as the 407 message names it): it is sent to that proxy only.',
    )
    expect(sayIn('de', proxy.said!)).toMatch(/^Nennen Sie den Proxy/)
    expect(firstIssue(bulkInput, { profileIds: [] })).toMatchObject({
      message: 'Choose at least one profile',
      said: { key: 'inputs.bulk.chooseOne' },
    })
    expect(firstIssue(exportActivityInput, { format: 'xml' })).toMatchObject({
      message: 'Choose CSV or JSON Lines',
      said: { key: 'inputs.activity.chooseFormat' },
    })
  })
})

describe('the inputs catalog', () => {
  /** Every message with its key path, for both languages. */
  const flat = (tree: object, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : flat(value as object, `${prefix}${key}.`),
    )
  const placeholdersOf = (text: string) =>
    [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

  it('keeps the same placeholders in German as in English', () => {
    const de = new Map(flat(deInputs))
    for (const [key, text] of flat(enInputs)) {
      expect(de.has(key), key).toBe(true)
      expect(placeholdersOf(de.get(key)!), key).toEqual(placeholdersOf(text))
    }
  })

  it('says a nested Said in the same language', () => {
    const said = {
      key: 'inputs.request.bodyNotJson',
      values: { detail: { key: 'inputs.request.parseError' } },
    } as const
    expect(english(said)).toBe('The body is not valid JSON (parse error)')
    expect(sayIn('de', said)).toBe('Der Body ist kein gültiges JSON (Lesefehler)')
  })
})
