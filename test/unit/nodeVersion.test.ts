import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nodeVersionProblem } from '../../scripts/node-version.mjs'

const root = resolve(import.meta.dirname, '../..')
const { engines } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))

describe('the Node version check of npm start', () => {
  it("reads package.json's own rule", () => {
    expect(engines.node).toBe('>=22.12.0')
    expect(nodeVersionProblem(engines.node, '22.12.0', 'npm start')).toBeUndefined()
    expect(nodeVersionProblem(engines.node, '22.11.9', 'npm start')).toBeDefined()
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
