import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const ADAPTER = 'src/main/adapters/electronUpdater.ts'

const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, dir, file)))

/** A static `import … from`, a bare `import '…'` or a require of `module`. */
const staticImport = (module: string) =>
  new RegExp(
    String.raw`(^|;)\s*import\s[^;]*?from\s*["']${module}["']|(^|;)\s*import\s*["']${module}["']|require\(\s*["']${module}["']\s*\)`,
    'm',
  )

/**
 * electron-updater imports `electron` and reads resources/app-update.yml, so
 * it may load only in an installed app: from one adapter, on demand.
 */
describe('electron-updater stays out of dev runs, the harness and the tests', () => {
  it('only the Electron adapter imports it, and only as a type or a dynamic import', () => {
    const users = sources('src').filter((file) =>
      /["']electron-updater["']/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(users).toEqual([ADAPTER])
    const code = readFileSync(join(root, ADAPTER), 'utf8').replace(
      /^import type [^;\n]+from 'electron-updater'\n/m,
      '',
    )
    expect(code).not.toMatch(staticImport('electron-updater'))
    expect(code).toContain("await import('electron-updater')")
  })

  it('nothing but the Electron shell imports the adapter', () => {
    const importers = sources('src').filter((file) =>
      readFileSync(join(root, file), 'utf8').match(
        /from\s+['"][./]*(adapters\/)?electronUpdater['"]/,
      ),
    )
    expect(importers.filter((file) => !/^src\/main\/[^/]+\.ts$/.test(file))).toEqual([])
  })

  it('compiled like the main bundle, the adapter keeps electron-updater behind import()', async () => {
    // SSR build: dependencies stay external, as electron-vite does for main.
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      build: { ssr: ADAPTER, write: false, minify: false },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
    const code = outputs
      .flatMap(({ output }) => output)
      .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
      .join('\n')
    expect(code).toMatch(/import\(\s*["']electron-updater["']\s*\)/)
    expect(code).not.toMatch(staticImport('electron-updater'))
    expect(code).not.toMatch(staticImport('electron'))
  })
})
