import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nodeVersionProblem } from '../../scripts/node-version.mjs'

const root = resolve(import.meta.dirname, '../..')
const { engines } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))

describe('the Node version check of npm start', () => {
  it("reads package.json's own rule", () => {
    // 22.15: the harness loads the stand-in with module.registerHooks (new in 22.15.0).
    expect(engines.node).toBe('>=22.15.0')
    expect(nodeVersionProblem(engines.node, '22.15.0', 'npm start')).toBeUndefined()
    expect(nodeVersionProblem(engines.node, '22.14.0', 'npm start')).toBeDefined()
  })

  it('.nvmrc names the same major version as engines.node (nvm use gets a Node npm start accepts)', () => {
    const nvmrc = readFileSync(resolve(root, '.nvmrc'), 'utf8').trim()
    const major = (version: string) => /^v?(\d+)/.exec(version)?.[1]
    expect(major(nvmrc)).toBeDefined()
    expect(major(nvmrc)).toBe(major(engines.node.replace(/^>=/, '')))
  })

  it.each(['22.12.0', 'v22.12.0', '22.12.1', '22.13.0', '23.0.0', '24.11.1', '100.0.0'])(
    'accepts %s',
    (version) => {
      expect(nodeVersionProblem('>=22.12.0', version, 'npm start')).toBeUndefined()
    },
  )

  it.each(['22.11.99', '22.0.0', '21.99.99', '20.20.2', 'v18.19.0', '9.99.99'])(
    'refuses %s',
    (version) => {
      expect(nodeVersionProblem('>=22.12.0', version, 'npm start')).toBeDefined()
    },
  )

  it('says what is needed, what is here and how to get it', () => {
    const message = nodeVersionProblem('>=22.12.0', 'v20.20.2', 'npm run dev')!
    expect(message).toContain('Token Desk needs Node.js 22.12.0 or newer; this is Node 20.20.2.')
    expect(message).toContain('`nvm install 22` then `nvm use`')
    expect(message).toContain('`npx -y -p node@22 -- npm run dev`')
  })

  it('refuses a range it does not understand rather than letting every version pass', () => {
    expect(() => nodeVersionProblem('^22.12.0 || >=24', '22.12.0', 'npm start')).toThrow(
      'engines.node must read ">=x.y.z"',
    )
  })
})

describe('the Node version check of the other npm scripts', () => {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }

  it.each(['harness', 'test', 'bench', 'screenshots'])(
    'npm run %s checks first, before it builds anything',
    (name) => {
      expect(scripts[name]).toMatch(/^node scripts\/require-node\.mjs && /)
    },
  )

  it('says which script to rerun under a newer Node, and exits 1 without a stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'require-node-'))
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=99.0.0' } }))
      const run = spawnSync(process.execPath, [resolve(root, 'scripts/require-node.mjs')], {
        cwd: dir,
        env: { ...process.env, npm_lifecycle_event: 'harness' },
        encoding: 'utf8',
      })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('Token Desk needs Node.js 99.0.0 or newer')
      expect(run.stderr).toContain('npx -y -p node@99 -- npm run harness')
      expect(run.stderr).not.toMatch(/\n\s+at /)
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=1.0.0' } }))
      const ok = spawnSync(process.execPath, [resolve(root, 'scripts/require-node.mjs')], {
        cwd: dir,
        encoding: 'utf8',
      })
      expect([ok.status, ok.stderr]).toEqual([0, ''])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
