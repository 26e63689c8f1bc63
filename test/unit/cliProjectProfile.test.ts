import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, lchownSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chosenProfile, defaultProfile, type ProjectPlace } from '../../src/cli/projectProfile'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const me = process.getuid?.() ?? -1
const isRoot = me === 0
/** Not this user and not root. */
const someoneElse = 12_345

/** home/proj/src/deep, the working folder being the deepest. */
function tree(env: Record<string, string> = {}) {
  const home = newDir()
  const project = join(home, 'proj')
  const cwd = join(project, 'src', 'deep')
  mkdirSync(cwd, { recursive: true })
  const place: ProjectPlace = { env, cwd, home, uid: me }
  const write = (dir: string, text: string, mode = 0o644) => {
    const path = join(dir, '.token-desk.json')
    writeFileSync(path, text)
    chmodSync(path, mode)
    return path
  }
  return { home, project, cwd, place, write }
}

/**
 * A file that belongs to another user: chowned when this runs as root; otherwise this user's
 * file is read as if by another (the owner check compares the file's owner with `uid`).
 */
function ownedByAnother(path: string, place: ProjectPlace): ProjectPlace {
  if (isRoot) {
    chownSync(path, someoneElse, someoneElse)
    return place
  }
  return { ...place, uid: me + 1 }
}

describe('the default profile of a project', () => {
  it('is the nearest .token-desk.json, two folders up', () => {
    const t = tree()
    const path = t.write(t.project, '{"profile": "Acme production"}')
    expect(defaultProfile(t.place)).toEqual({ kind: 'file', profile: 'Acme production', path })
    // A nearer one wins.
    const nearer = t.write(join(t.project, 'src'), '{"profile":"account:GLOBEX-002"}\n')
    expect(defaultProfile(t.place)).toEqual({
      kind: 'file',
      profile: 'account:GLOBEX-002',
      path: nearer,
    })
  })

  it('counts the home folder and looks no further', () => {
    const t = tree()
    expect(defaultProfile(t.place)).toEqual({ kind: 'none' })
    const mine = t.write(t.home, '{"profile":"Mine"}')
    expect(defaultProfile(t.place)).toEqual({ kind: 'file', profile: 'Mine', path: mine })
    // Above home is not looked at: home is one level below here.
    const outer = newDir()
    const home = join(outer, 'home')
    mkdirSync(home)
    writeFileSync(join(outer, '.token-desk.json'), '{"profile":"Above"}')
    expect(defaultProfile({ ...t.place, cwd: home, home })).toEqual({ kind: 'none' })
  })

  it('TOKEN_DESK_PROFILE beats the file, and a named profile beats both', () => {
    const t = tree({ TOKEN_DESK_PROFILE: 'From env' })
    t.write(t.project, '{"profile":"From file"}')
    expect(defaultProfile(t.place)).toEqual({ kind: 'env', profile: 'From env' })
    expect(chosenProfile(null, 'header', t.place)).toEqual({
      profile: 'From env',
      from: 'TOKEN_DESK_PROFILE',
    })
    expect(chosenProfile('Named', 'header', t.place)).toEqual({ profile: 'Named', from: null })
    // An empty variable is no variable.
    expect(defaultProfile({ ...t.place, env: { TOKEN_DESK_PROFILE: '' } })).toMatchObject({
      kind: 'file',
      profile: 'From file',
    })
  })

  it('says how to name one when there is no default', () => {
    const t = tree()
    expect(chosenProfile(null, 'token', t.place)).toEqual({
      message:
        'token needs a profile: a name, an id or account:<id>; or set TOKEN_DESK_PROFILE, or put {"profile": "<name>"} in a .token-desk.json in this folder or a parent.',
      usage: true,
    })
  })

  it.each([
    ['{"profile": "Acme",}', /is not valid JSON \(.+\)\.$/],
    ['// comment\n{"profile":"Acme"}', /is not valid JSON/],
    ['["Acme"]', /must be a JSON object like \{"profile": "Acme production"\}\.$/],
    ['"Acme"', /must be a JSON object/],
    [
      '{"profile":"Acme","account":"x"}',
      /has unknown keys \("account"\); only "profile" is read\.$/,
    ],
    ['{"profile":""}', /needs "profile": a profile's name, id or account:<id>\.$/],
    ['{"profile":42}', /needs "profile"/],
    ['{}', /needs "profile"/],
    [`{"profile":"${'x'.repeat(301)}"}`, /"profile" is longer than 300 characters\.$/],
  ])('refuses a malformed file, naming it: %s', (text, why) => {
    const t = tree()
    const path = t.write(t.project, text)
    const found = defaultProfile(t.place)
    expect(found.kind).toBe('error')
    if (found.kind !== 'error') return
    expect(found.message.startsWith(`${path}: `)).toBe(true)
    expect(found.message).toMatch(why)
    // A bad nearest file is never skipped for one further up.
    t.write(t.home, '{"profile":"Home"}')
    expect(defaultProfile(t.place).kind).toBe('error')
  })

  it('does not trust a file planted by another user', () => {
    const t = tree()
    t.write(t.home, '{"profile":"Mine"}')
    const planted = t.write(t.project, '{"profile":"account:ATTACKER-1"}')
    const place = ownedByAnother(planted, t.place)
    const found = defaultProfile(place)
    expect(found).toEqual({
      kind: 'error',
      message: expect.stringContaining(`${planted}: belongs to another user (uid `) as string,
    })
    expect(chosenProfile(null, 'header', place)).toEqual({
      message: expect.stringContaining('not to you or root') as string,
      usage: false,
    })
  })

  it('does not trust a file every user may write', () => {
    const t = tree()
    const path = t.write(t.project, '{"profile":"account:ATTACKER-1"}', 0o666)
    expect(defaultProfile(t.place)).toEqual({
      kind: 'error',
      message: `${path}: is writable by every user, so anyone could have chosen its profile; not used. Run chmod o-w on it.`,
    })
    // Group-writable is common (umask 002 with a group per user) and is kept.
    chmodSync(path, 0o664)
    expect(defaultProfile(t.place)).toMatchObject({ kind: 'file', profile: 'account:ATTACKER-1' })
  })

  it.skipIf(!isRoot)('does not trust a link planted by another user', () => {
    const t = tree()
    const target = join(t.home, 'mine.json')
    writeFileSync(target, '{"profile":"Mine"}')
    const link = join(t.project, '.token-desk.json')
    symlinkSync(target, link)
    expect(defaultProfile(t.place)).toMatchObject({ kind: 'file', profile: 'Mine' })
    lchownSync(link, someoneElse, someoneElse)
    expect(defaultProfile(t.place)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('belongs to another user') as string,
    })
  })

  it.skipIf(process.platform === 'win32')('refuses a FIFO or a folder without waiting', () => {
    const t = tree()
    const fifo = join(t.project, '.token-desk.json')
    execFileSync('mkfifo', [fifo])
    expect(defaultProfile(t.place)).toEqual({
      kind: 'error',
      message: `${fifo}: is not a regular file; not used.`,
    })
    const other = tree()
    mkdirSync(join(other.project, '.token-desk.json'))
    expect(defaultProfile(other.place)).toMatchObject({ kind: 'error' })
  })
})
