import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProfileView } from '../../src/shared/model/profile'
import type { Said } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { coreIn, dataFiles } from '../helpers/core'
import { acmeProfile, expectError, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const csv = [
  'Name,Account ID,Account name,Portal,Base URL,Username,Tags',
  'Acme,ACME-001,Acme Corp,customer,https://portal.example.com,acme-api,eu;gold',
  '"Globex, Inc",GLOBEX-002,"Globex ""G""",Alternate portal,https://alt.example.com/,globex,',
  'Broken,,Nobody,moon,portal.example.com,,',
  '',
  'SMS,ACME-001,Acme Corp,api-host,https://api.example.com,acme-sms,sms',
].join('\r\n')

describe('CSV bulk import', () => {
  it('previews every row with its errors marked', async () => {
    const core = coreIn(newDir())
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text: csv }))
    expect(preview.counts).toEqual({
      added: 3,
      changed: 0,
      moved: 0,
      unchanged: 0,
      repeated: 0,
      invalid: 1,
    })
    expect(
      preview.rows.map((r) => [
        r.row,
        r.name,
        r.kind,
        r.kind === 'invalid' ? r.errors.map((e) => e.field) : [],
      ]),
    ).toEqual([
      [2, 'Acme', 'added', []],
      [3, 'Globex, Inc', 'added', []],
      [4, 'Broken', 'invalid', ['accountId', 'portal', 'baseUrl', 'username']],
      [6, 'SMS', 'added', []],
    ])
  })

  it('writes all valid rows at once', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    expect(await unwrap(core.api.applyImport({ format: 'csv', text: csv }))).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
      skippedChanged: 0,
      moved: 0,
      skippedMoves: 0,
      skippedInvalid: 1,
      passwordsRemoved: 0,
    })
    await core.flush()
    const listed = await views(coreIn(dir).api)
    expect(listed.map((p) => [p.name, p.portal, p.account.name, p.tags, p.password])).toEqual([
      ['Acme', 'customer', 'Acme Corp', ['eu', 'gold'], 'none'],
      ['Globex, Inc', 'alternate', 'Globex "G"', [], 'none'],
      ['SMS', 'api-host', 'Acme Corp', ['sms'], 'none'],
    ])
    // Importing the same file again finds them all unchanged.
    const again = await unwrap(core.api.previewImport({ format: 'csv', text: csv }))
    expect(again.counts).toEqual({
      added: 0,
      changed: 0,
      moved: 0,
      unchanged: 3,
      repeated: 0,
      invalid: 1,
    })
    expect(again.rows[0]).toMatchObject({ kind: 'unchanged', profileId: listed[0]?.id })
  })

  it.each([
    ['semicolons (Excel where "," is the decimal mark)', ';'],
    ['tabs (Excel\u2019s "Unicode text")', '\t'],
  ])('reads a CSV separated by %s', async (_kind, separator) => {
    const core = coreIn(newDir())
    const text = [
      ['Name', 'Account ID', 'Portal', 'Base URL', 'Username', 'Notes'],
      ['Semi one', 'S-1', 'customer', 'https://portal.example.com', 'semi', 'a, b; c'],
    ]
      .map((cells) => cells.map((cell) => (cell.includes(separator) ? `"${cell}"` : cell)))
      .map((cells) => cells.join(separator))
      .join('\r\n')
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(preview.counts).toEqual({
      added: 1,
      changed: 0,
      moved: 0,
      unchanged: 0,
      repeated: 0,
      invalid: 0,
    })
    await unwrap(core.api.applyImport({ format: 'csv', text, mode: 'add-and-update' }))
    expect(await views(core.api)).toMatchObject([
      { name: 'Semi one', account: { id: 'S-1' }, username: 'semi', notes: 'a, b; c' },
    ])
  })

  it('names the columns it does not read, as the file titles them', async () => {
    const core = coreIn(newDir())
    const text = [
      'Name,Account ID,Portal,Base URL,Username,Password,Tag,,Notes',
      'Acme,ACME-001,customer,https://portal.example.com,acme,secret,eu,,n',
    ].join('\n')
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(preview.unreadColumns).toEqual(['Password', 'Tag'])
    // Its empty title is over empty cells only: a spreadsheet's extra comma, nothing left out.
    expect(preview.untitledColumns).toEqual([])
    expect(preview.counts.added).toBe(1)
    const json = await unwrap(
      core.api.previewImport({
        format: 'json',
        text: '{"format":"token-desk-profiles","version":1,"profiles":[]}',
      }),
    )
    expect(json.unreadColumns).toEqual([])
    // A title with a line break in quotes: the header runs past the first line.
    const quoted = await unwrap(
      core.api.previewImport({
        format: 'csv',
        text: 'Name,Account ID,Portal,Base URL,Username,"Ticket\nnotes"\nA,1,customer,https://a.test,u,x',
      }),
    )
    expect(quoted.unreadColumns).toEqual(['Ticket\nnotes'])
  })

  it('reads no row with values past the header’s last column, and takes trailing empty cells', async () => {
    // An unquoted comma in the last column: "call Bob first" was dropped, the row imported.
    const core = coreIn(newDir())
    const text = [
      'Name,Account ID,Portal,Base URL,Username,Notes',
      'Acme,ACME-001,customer,https://portal.example.com,acme,see ticket 12, call Bob first',
      'Globex,GLOBEX-002,customer,https://portal.example.com,globex,quoted,,,',
    ].join('\n')
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(preview.rows.map((r) => [r.name, r.kind, r.kind === 'invalid' ? r.errors : []])).toEqual(
      [
        [
          'Acme',
          'invalid',
          [
            expect.objectContaining({
              field: 'row',
              message:
                'This row has 7 values but the header has 6 columns: a value holding the separator must be in double quotes. Nothing of the row was read.',
            }),
          ],
        ],
        ['Globex', 'added', []],
      ],
    )
    await unwrap(core.api.applyImport({ format: 'csv', text }))
    expect((await views(core.api)).map((p) => [p.name, p.notes])).toEqual([['Globex', 'quoted']])
  })

  it.each([
    ['', /empty/],
    ['Name,Portal\nA,customer', /lacks Account ID, Base URL, Username/],
    [
      'Name,Account ID,Portal,Base URL,Username\n"unterminated,1,customer,https://x,y',
      /could not be read/,
    ],
    // Which of the two is the name, or the colour, would be a guess (the last won, unsaid).
    [
      'Name,Account ID,Portal,Base URL,Username,Name\nA,1,customer,https://x.test,y,B',
      /names one column more than once \(“Name”, “Name”\)/,
    ],
    [
      'Name,Account ID,Portal,Base URL,Username,Colour,Color\nA,1,customer,https://x.test,y,red,',
      /names one column more than once \(“Colour”, “Color”\)/,
    ],
  ])('refuses a malformed file clearly and changes nothing: %j', async (text, message) => {
    const dir = newDir()
    const core = coreIn(dir)
    await unwrap(
      core.api.createProfile({
        name: 'Keep',
        accountId: 'K',
        portal: 'customer',
        baseUrl: 'https://k.example',
        username: 'k',
      }),
    )
    const before = await dataFiles(core, dir)
    const error = await expectError(core.api.applyImport({ format: 'csv', text }))
    expect(error.code).toBe('invalid-input')
    expect(error.message).toMatch(message)
    expect(await dataFiles(core, dir)).toEqual(before)
  })
})

describe('JSON export and import', () => {
  it('exports without secrets and imports back the same profiles', async () => {
    const core = coreIn(newDir())
    await unwrap(
      core.api.createProfile({
        name: 'Acme',
        accountId: 'ACME-001',
        portal: 'api-host',
        baseUrl: 'https://api.example.com',
        apiHostUrl: 'https://analytics.example.com',
        username: 'acme',
        password: 'never-exported-pw',
        tags: ['eu'],
        colour: 'teal',
        notes: 'Notes survive.',
        favourite: true,
        smsMethod: 'GET',
        headerStyle: 'bare',
      }),
    )
    const file = await unwrap(core.api.exportProfiles({ format: 'json' }))
    expect(file.fileName).toMatch(/^token-desk-profiles-\d{4}-\d\d-\d\d\.json$/)
    expect(file.text).not.toContain('never-exported-pw')
    expect(JSON.parse(file.text)).toMatchObject({ format: 'token-desk-profiles', version: 1 })

    const other = coreIn(newDir())
    expect(await unwrap(other.api.applyImport({ format: 'json', text: file.text }))).toMatchObject({
      added: 1,
    })
    const strip = ({ id: _i, createdAt: _c, updatedAt: _u, password: _p, ...rest }: ProfileView) =>
      rest
    expect((await views(other.api)).map(strip)).toEqual(
      (await views(core.api)).map(strip).map((p) => ({ ...p })),
    )
  })

  it.each([
    ['not json', /not valid JSON/],
    ['[]', /not a Token Desk export/],
    ['{"format":"something-else","profiles":[]}', /not a Token Desk export/],
    ['{"format":"token-desk-profiles","version":99,"profiles":[]}', /version 99/],
    // Never "version undefined … Update Token Desk": no update reads these.
    ['{"format":"token-desk-profiles","profiles":[]}', /^The export has no "version"/],
    ['{"format":"token-desk-profiles","version":"1","profiles":[]}', /"version" is "1", which no/],
    ['{"format":"token-desk-profiles","version":0,"profiles":[]}', /"version" is 0, which no/],
    ['{"format":"token-desk-profiles","version":null,"profiles":[]}', /"version" is null, which/],
    ['{"format":"token-desk-profiles","version":1}', /no "profiles" list/],
  ])('refuses %j with a clear message', async (text, message) => {
    const error = await expectError(coreIn(newDir()).api.previewImport({ format: 'json', text }))
    expect(error.message).toMatch(message)
    expect(error.said?.key).toMatch(/^requests\.file\./)
  })

  it('refuses a name that shows other than it reads (a text-direction override)', async () => {
    // "Globex \u202e10-DORP" shows as "Globex PROD-01": one profile passed off as another.
    const text = [
      'Name,Account ID,Portal,Base URL,Username',
      'Globex \u202e10-DORP,GLOBEX-002,customer,https://portal.example.com,globex',
    ].join('\n')
    const preview = await unwrap(coreIn(newDir()).api.previewImport({ format: 'csv', text }))
    expect(
      preview.rows.map((r) => (r.kind === 'invalid' ? r.errors.map((e) => e.field) : r.kind)),
    ).toEqual([['name']])
    // Shown as it reads, the control as its escape: the user can see what is refused.
    expect(preview.rows[0]?.name).toBe('Globex \\u202e10-DORP')
  })

  it('refuses a username or account ID holding a character no one can see, saying where', async () => {
    // Pasted from an e-mail: both read "acme-api" and "ACME-001"; the service would answer 401.
    const text = [
      'Name,Account ID,Portal,Base URL,Username',
      'Acme,ACME-001,customer,https://portal.example.com,acme\u200b-api',
      'Acme SMS,ACME\u00a0001,customer,https://portal.example.com,acme-sms',
      'Fine,ACME-001,customer,https://portal.example.com,acme-ok',
    ].join('\n')
    const core = coreIn(newDir())
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    const errors = preview.rows.map((r) =>
      r.kind === 'invalid' ? r.errors.map((e) => [e.field, e.message]) : r.kind,
    )
    expect(errors).toEqual([
      [
        [
          'username',
          'Username holds a character you cannot see (U+200B) after “acme”, likely copied from a web page or an e-mail: delete it, as the service would receive it too',
        ],
      ],
      [
        [
          'accountId',
          'Account ID holds a space of another kind (U+00A0, not a plain space) after “ACME”: type that space again, as the service compares it exactly',
        ],
      ],
      'added',
    ])
    // The form's save says the same, in the window's language too.
    const error = await expectError(
      core.api.createProfile(acmeProfile({ accountId: '\u200bACME-001' })),
    )
    expect(error).toMatchObject({ code: 'invalid-input', issues: [{ path: 'accountId' }] })
    expect(sayIn('de', error.said as Said)).toBe(
      'Ein Feld braucht Aufmerksamkeit: Die Konto-ID beginnt mit einem unsichtbaren Zeichen (U+200B), wohl aus einer Webseite oder E-Mail mitkopiert: Löschen Sie es, denn der Dienst bekäme es mit.',
    )
  })

  it('tells a field of another kind from a missing one', async () => {
    // "name": 5 read "Name is required", though the name is there.
    const profile = { accountId: 'A', portal: 'customer', baseUrl: 'https://a.test' }
    const text = JSON.stringify({
      format: 'token-desk-profiles',
      version: 1,
      profiles: [
        { ...profile, name: 5, username: 'u' },
        { ...profile, username: 'v' },
      ],
    })
    const preview = await unwrap(coreIn(newDir()).api.previewImport({ format: 'json', text }))
    expect(
      preview.rows.map((r) => (r.kind === 'invalid' ? r.errors.map((e) => e.message) : [])),
    ).toEqual([['Name must be text'], ['Name is required']])
  })

  it('names the untitled columns that hold values, which it cannot read', async () => {
    // Notes typed into column J of a sheet whose header stops at I were dropped without a word.
    const core = coreIn(newDir())
    const text = [
      'Name;Account ID;Portal;Base URL;Username;;Tags;',
      'Acme;ACME-001;customer;https://portal.example.com;acme;;eu;call Bob first',
      'Globex;GLOBEX-002;customer;https://portal.example.com;globex;;;',
    ].join('\n')
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(preview.untitledColumns).toEqual([8])
    expect(preview.unreadColumns).toEqual([])
    expect(preview.counts.added).toBe(2)
  })

  it('names each field of the wrong kind in an export file, never zod’s own words', async () => {
    // "tags": "prod, eu" read "Invalid input: expected array, received string", in English only.
    const profile = {
      name: 'Acme',
      accountId: 'A',
      portal: 'customer',
      baseUrl: 'https://a.test',
      username: 'u',
    }
    const text = JSON.stringify({
      format: 'token-desk-profiles',
      version: 1,
      profiles: [
        { ...profile, tags: 'prod, eu' },
        { ...profile, username: 'v', notes: 7, colour: false, headerStyle: 1, accountName: [] },
      ],
    })
    const preview = await unwrap(coreIn(newDir()).api.previewImport({ format: 'json', text }))
    expect(
      preview.rows.map((r) => (r.kind === 'invalid' ? r.errors.map((e) => e.message) : [])),
    ).toEqual([
      ['Tags must be a list of texts, e.g. ["prod", "eu"]'],
      [
        'Account name must be text',
        'Header style must be one of bearer, bare',
        'Colour must be one of none, red, orange, yellow, green, teal, blue, purple, pink, grey',
        'Notes must be text',
      ],
    ])
    const said = preview.rows.flatMap((r) => (r.kind === 'invalid' ? r.errors : []))
    expect(said.every((e) => e.said !== undefined)).toBe(true)
  })

  it('says a refused file in German as well', async () => {
    const text = '{"format":"token-desk-profiles","version":99,"profiles":[]}'
    const error = await expectError(coreIn(newDir()).api.previewImport({ format: 'json', text }))
    expect(sayIn('de', error.said!)).toBe(
      'Der Export hat die Version 99; diese App liest Version 1. Aktualisieren Sie Token Desk, um ihn zu importieren.',
    )
  })
})

describe('fuzzed imports', () => {
  it('never throws past the boundary and never writes on a failed apply', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const before = await dataFiles(core, dir)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('csv', 'json'),
        fc.string({ maxLength: 400 }),
        async (format, text) => {
          const result = await core.api.applyImport({ format, text })
          if (!result.ok) {
            expect(result.error.code).toBe('invalid-input')
            expect(await dataFiles(core, dir)).toEqual(before)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('adds exactly the rows it previewed as new, for random CSV rows', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        'customer',
        'alternate',
        'api-host',
        'https://a.example',
        'http://127.0.0.1:9',
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 6, maxLength: 7 }), { maxLength: 8 }),
        async (rows) => {
          const quote = (v: string) => `"${v.replace(/"/g, '""')}"`
          const text = [
            'name,account id,account name,portal,base url,username,tags',
            ...rows.map((r) => r.map(quote).join(',')),
          ].join('\n')
          const core = coreIn(newDir())
          const preview = await core.api.previewImport({ format: 'csv', text })
          if (!preview.ok) return
          const { counts } = preview.value
          const applied = await unwrap(core.api.applyImport({ format: 'csv', text }))
          expect(applied.added).toBe(counts.added)
          expect(await views(core.api)).toHaveLength(counts.added)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('a cell that is not one of its column’s values', () => {
  it('is named, with the values the column takes', async () => {
    const core = coreIn(newDir())
    const text = [
      'name,account id,portal,base url,username,favourite,colour',
      'A,ACME-001,portal-x,https://portal.example.com,a,maybe,mauve',
    ].join('\n')
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(preview.rows[0]).toHaveProperty('errors', [
      {
        field: 'portal',
        message: '“portal-x” is not one of customer, alternate, api-host',
        said: {
          key: 'requests.import.notOneOf',
          values: { value: 'portal-x', values: 'customer, alternate, api-host' },
        },
      },
      {
        field: 'colour',
        message: expect.stringMatching(/^“mauve” is not one of none, /) as string,
        said: expect.objectContaining({ key: 'requests.import.notOneOf' }) as Said,
      },
      {
        field: 'favourite',
        message:
          '“maybe” is not yes or no (y/n, true/false, 1/0, on/off, ja/nein and wahr/falsch are read too)',
        said: expect.objectContaining({ key: 'requests.import.notYesNo' }) as Said,
      },
    ])
  })

  it('is said in the window’s language too', async () => {
    const core = coreIn(newDir())
    const text = [
      'name,account id,portal,base url,username,favourite',
      'A,ACME-001,portal-x,https://portal.example.com,a,maybe',
    ].join('\n')
    const [row] = (await unwrap(core.api.previewImport({ format: 'csv', text }))).rows
    const errors = row?.kind === 'invalid' ? row.errors : []
    expect(errors.map((e) => (e.said ? sayIn('de', e.said) : e.message))).toEqual([
      '„portal-x“ ist keiner der Werte customer, alternate, api-host',
      '„maybe“ ist weder yes noch no (auch y/n, true/false, 1/0, on/off, ja/nein und wahr/falsch werden gelesen)',
    ])
  })
})

describe('the API host URL', () => {
  it('is read from a CSV column, and a bad one is named', async () => {
    const core = coreIn(newDir())
    const text = [
      'name,account id,portal,base url,username,api host url',
      'A,ACME-001,customer,https://portal.example.com,a,https://api.example.com/',
      'B,ACME-002,customer,https://portal.example.com,b,ftp://api.example.com',
    ].join('\n')
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(preview.rows[1]).toHaveProperty('errors', [
      expect.objectContaining({
        field: 'apiHostUrl',
        message: expect.stringMatching(/http/) as string,
      }) as object,
    ])
    await unwrap(core.api.applyImport({ format: 'csv', text }))
    expect(await views(core.api)).toMatchObject([
      { name: 'A', apiHostUrl: 'https://api.example.com' },
    ])
  })
})

describe('tags on their way out and back in', () => {
  const header = 'Name,Account ID,Portal,Base URL,Username,Tags'
  it('split on “,”, “;” and “|” alike in a CSV cell; the app’s own export comes back unchanged', async () => {
    const core = coreIn(newDir())
    const text = [
      header,
      'A,A-1,customer,https://a.example.test,u1,"eu, gold"',
      'B,B-1,customer,https://b.example.test,u1,team;ops|night',
    ].join('\n')
    await unwrap(core.api.applyImport({ format: 'csv', text }))
    const tags = (await views(core.api)).map((p) => [p.name, p.tags])
    expect(tags).toEqual([
      ['A', ['eu', 'gold']],
      ['B', ['team', 'ops', 'night']],
    ])
    for (const format of ['csv', 'json'] as const) {
      const { text: exported } = await unwrap(core.api.exportProfiles({ format }))
      const again = await unwrap(core.api.previewImport({ format, text: exported }))
      expect(again.rows.map((r) => r.kind)).toEqual(['unchanged', 'unchanged'])
    }
  })

  it('refuses one tag that holds a separator where tags come one by one (JSON, the Board)', async () => {
    const core = coreIn(newDir())
    const json = JSON.stringify({
      format: 'token-desk-profiles',
      version: 1,
      profiles: [
        {
          name: 'A',
          accountId: 'A-1',
          portal: 'customer',
          baseUrl: 'https://a.example.test',
          username: 'u1',
          tags: ['team;ops'],
        },
      ],
    })
    const seen = await unwrap(core.api.previewImport({ format: 'json', text: json }))
    expect(seen.rows[0]).toMatchObject({
      kind: 'invalid',
      errors: [
        {
          message:
            'A tag cannot hold “,”, “;” or “|”: they separate tags. Give each tag on its own.',
        },
      ],
    })
    const made = await unwrap(
      core.api.createProfile({
        name: 'A',
        accountId: 'A-1',
        portal: 'customer',
        baseUrl: 'https://a.example.test',
        username: 'u1',
      }),
    )
    const error = await expectError(
      core.api.editProfiles({ profileIds: [made.id], change: { kind: 'add-tag', tag: 'a|b' } }),
    )
    expect(error.code).toBe('invalid-input')
    expect((await views(core.api))[0]?.tags).toEqual([])
  })
})

describe('rows a spreadsheet leaves behind', () => {
  it('reads a row of empty cells as a blank line, and numbers the rows after it as the file does', async () => {
    const core = coreIn(newDir())
    const text = [
      'Name;Account ID;Portal;Base URL;Username;Tags',
      ';;;;;',
      'Acme;ACME-001;customer;https://portal.example.com;acme;',
      ' ; ;;;; ',
      'Broken;;customer;https://portal.example.com;x;',
      ';;;;;',
    ].join('\r\n')
    const preview = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(preview.rows.map((r) => [r.row, r.name, r.kind])).toEqual([
      [3, 'Acme', 'added'],
      [5, 'Broken', 'invalid'],
    ])
    expect(preview.counts).toMatchObject({ added: 1, invalid: 1 })
  })
})

describe('fields of an export file import does not read', () => {
  it('are named in the preview, a password among them (never read)', async () => {
    const core = coreIn(newDir())
    const json = JSON.stringify({
      format: 'token-desk-profiles',
      version: 1,
      profiles: [
        {
          name: 'A',
          accountId: 'A-1',
          portal: 'customer',
          baseUrl: 'https://a.example.test',
          username: 'u1',
          password: 'hunter2',
          tag: 'eu',
        },
        {
          name: 'B',
          accountId: 'B-1',
          portal: 'customer',
          baseUrl: 'https://b.example.test',
          username: 'u1',
          password: 'x',
        },
      ],
    })
    const seen = await unwrap(core.api.previewImport({ format: 'json', text: json }))
    expect(seen.unreadColumns).toEqual(['password', 'tag'])
    expect(seen.counts.added).toBe(2)
    expect(JSON.stringify(seen)).not.toContain('hunter2')
    // The app's own export has none.
    await unwrap(core.api.applyImport({ format: 'json', text: json }))
    const { text } = await unwrap(core.api.exportProfiles({ format: 'json' }))
    expect((await unwrap(core.api.previewImport({ format: 'json', text }))).unreadColumns).toEqual(
      [],
    )
  })
})

describe('a German desk’s file', () => {
  it('reads the German window’s portal labels and German Excel’s WAHR and FALSCH', async () => {
    const core = coreIn(newDir())
    // As the German window labels them (renderer/src/i18n/de/labels.ts).
    const labels = {
      customer: 'Kundenportal',
      alternate: 'Alternatives Portal',
      'api-host': 'API-Host (SMS-Variante)',
    }
    const text = [
      'Name;Account ID;Portal;Base URL;Username;Favourite;Auto-renew',
      `Kunde;K-1;${labels.customer};https://k.example.test;u1;WAHR;nein`,
      `Alt;A-1;${labels.alternate};https://a.example.test;u1;FALSCH;ja`,
      `SMS;S-1;${labels['api-host']};https://s.example.test;u1;;`,
    ].join('\n')
    const seen = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(seen.rows.map((r) => r.kind)).toEqual(['added', 'added', 'added'])
    await unwrap(core.api.applyImport({ format: 'csv', text }))
    expect(
      (await views(core.api)).map((p) => [p.name, p.portal, p.favourite, p.autoRenew]).sort(),
    ).toEqual([
      ['Alt', 'alternate', false, true],
      ['Kunde', 'customer', true, false],
      ['SMS', 'api-host', false, false],
    ])
  })
})

describe('CSV files with semicolons (Settings › Spreadsheet files)', () => {
  it('are what every CSV export writes once chosen, and import reads them back unchanged', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    await unwrap(core.api.applyImport({ format: 'csv', text: csv }))
    await unwrap(core.api.updateSettings({ csvSeparator: ';' }))
    const { text } = await unwrap(core.api.exportProfiles({ format: 'csv' }))
    const [header, ...rows] = text.replace(/^\uFEFF/, '').split('\r\n')
    expect(header?.split(';').slice(0, 3)).toEqual(['Name', 'Account ID', 'Account name'])
    expect(header).not.toContain(',')
    // A value with a comma is quoted still: a reader may split on either.
    expect(rows.find((r) => r.startsWith('"Globex, Inc";'))).toBeDefined()
    const again = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(again.rows.map((r) => r.kind)).toEqual(['unchanged', 'unchanged', 'unchanged'])
    // The activity export too, and the choice survives a restart.
    const activity = await unwrap(coreIn(dir).api.exportActivity({ format: 'csv' }))
    expect(activity.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
      /^When;Profile;Account ID;/,
    )
  })

  it('refuses any other separator, saying which it takes', async () => {
    const core = coreIn(newDir())
    const error = await expectError(core.dispatch('updateSettings', { csvSeparator: '|' }))
    expect(error).toMatchObject({ code: 'invalid-input', issues: [{ path: 'csvSeparator' }] })
    expect(error.message).toContain('Choose , or ; as the separator in CSV files')
    expect((await unwrap(core.api.getSettings())).csvSeparator).toBe(',')
  })
})

describe('a CSV with a stray quote', () => {
  it('is refused with the line and how to write the quote, in the window’s language too', async () => {
    const core = coreIn(newDir())
    const header = 'Name,Account ID,Portal,Base URL,Username'
    const cases: [string, string][] = [
      [
        'Monitor 24" desk,A-1,customer,https://a.example.test,u1',
        'The CSV could not be read: on line 2 a value holds a double quote but does not start with one. Put the whole value in double quotes and write each quote inside it twice ("Monitor 24"" desk").',
      ],
      [
        '"Acme"x,A-1,customer,https://a.example.test,u1',
        'The CSV could not be read: on line 2 text follows the closing double quote of a value. Inside double quotes, write each quote twice.',
      ],
      [
        '"Acme,A-1,customer,https://a.example.test,u1',
        'The CSV could not be read: a double quote on line 2 opens a value that is never closed. Close it, or write a quote inside a value twice.',
      ],
    ]
    for (const [row, message] of cases) {
      const error = await expectError(
        core.api.previewImport({ format: 'csv', text: `${header}\n${row}\n` }),
      )
      expect(error.message).toBe(message)
      expect(error.said && sayIn('de', error.said)).toMatch(
        /^Die CSV-Datei konnte nicht gelesen werden: .*Zeile 2/,
      )
    }
  })
})
