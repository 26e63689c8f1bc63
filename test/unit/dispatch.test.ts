import { describe, expect, it } from 'vitest'
import { sayIn } from '../../src/shared/i18n/sayIn'
import type { InputOf } from '../../src/shared/ipc/contract'
import { expectError, unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const validProfile: InputOf<'createProfile'> = {
  name: 'Acme prod',
  accountId: 'ACME-001',
  accountName: 'Acme Corp',
  portal: 'customer',
  baseUrl: 'https://portal.example.com/',
  username: 'acme-api',
  password: 's3cret-pw',
}

describe('IPC dispatch', () => {
  it('refuses unknown methods without throwing', async () => {
    const core = coreIn(newDir())
    expect(await core.dispatch('eval', 'x')).toEqual({
      ok: false,
      // Every failure says when it happened, so the page can date what it shows.
      error: {
        code: 'invalid-input',
        message: 'Unknown call.',
        issues: [],
        at: expect.any(Number),
      },
    })
    expect(await core.dispatch(undefined, undefined)).toMatchObject({ ok: false })
  })

  it('validates input and names every field that needs attention', async () => {
    const core = coreIn(newDir())
    const error = await expectError(
      core.api.createProfile({
        ...validProfile,
        name: '  ',
        baseUrl: 'portal.example.com',
        password: '',
      }),
      'invalid-input',
    )
    expect(error.issues).toEqual([
      {
        path: 'name',
        message: 'Name is required',
        said: { key: 'fields.required', values: { label: { key: 'fields.label.name' } } },
      },
      {
        path: 'baseUrl',
        message: 'Not a URL: start with https:// followed by the host name',
        said: { key: 'fields.baseUrl.notUrl' },
      },
      {
        path: 'password',
        message: 'Password cannot be empty',
        said: { key: 'fields.empty', values: { label: { key: 'fields.label.password' } } },
      },
    ])
    expect(error.issues.map((issue) => issue.said && sayIn('de', issue.said))).toEqual([
      'Der Name ist erforderlich',
      'Keine URL: Beginnen Sie mit https://, gefolgt vom Hostnamen',
      'Das Passwort darf nicht leer sein',
    ])
    expect(error.message).toMatch(/^3 fields need attention/)
  })

  it('rejects input for calls that take none', async () => {
    const core = coreIn(newDir())
    expect(await core.dispatch('listProfiles', { sneaky: true })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
  })

  it('creates, lists, updates and deletes a profile; the view never carries the password', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock: () => 1_000 })
    const view = await unwrap(core.api.createProfile(validProfile))
    expect(view).toMatchObject({
      name: 'Acme prod',
      account: { id: 'ACME-001', name: 'Acme Corp' },
      baseUrl: 'https://portal.example.com',
      headerStyle: 'bearer',
      password: 'stored',
      token: { kind: 'none' },
      lastError: null,
      createdAt: 1_000,
    })
    expect(JSON.stringify(view)).not.toContain('s3cret-pw')

    const { id } = view
    const { password: _pw, ...fields } = validProfile
    const updated = await unwrap(
      core.api.updateProfile({ id, fields: { ...fields, name: 'Acme' } }),
    )
    expect(updated).toMatchObject({ name: 'Acme', password: 'stored' })

    const listed = await unwrap(coreIn(dir).api.listProfiles())
    expect(listed).toMatchObject([{ id, name: 'Acme' }])

    expect(await unwrap(core.api.deleteProfile({ profileId: id }))).toMatchObject({
      profileId: id,
      undoId: expect.any(String),
    })
    expect(await expectError(core.api.getToken({ profileId: id }))).toMatchObject({
      code: 'not-found',
    })
    expect(await core.api.listProfiles()).toEqual({ ok: true, value: [] })
  })

  it('turns an unexpected exception into a generic error and logs no details', async () => {
    const core = coreIn(newDir())
    core.handlers.listProfiles = () => Promise.reject(new Error('password=hunter2 leaked'))
    const { createDispatch } = await import('../../src/main/core/ipc/dispatch')
    const logs: string[] = []
    const dispatch = createDispatch(core.handlers, (line) => logs.push(line))
    expect(await dispatch('listProfiles', undefined)).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    })
    expect(logs).toEqual(['unexpected Error in listProfiles'])
  })
})
