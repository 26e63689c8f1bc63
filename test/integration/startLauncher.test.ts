import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, delimiter, join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { nodeVersionProblem } from '../../scripts/node-version.mjs'
import {
  closedPort,
  copyElectronPackage,
  electronVersion as version,
  projectRoot as root,
} from '../helpers/electronPackage'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'
import { zip } from '../helpers/zip'

const launcher = join(root, 'scripts/launch.mjs')
const newDir = useTempDirs()

/**
 * The launcher runs on the project in its working directory, so each test
 * gets a project of its own: a copy of the real electron package (its
 * install.js finds @electron/get through NODE_PATH) and a stand-in for
 * electron-vite that records how it was started, then runs the Electron
 * executable it was given, as electron-vite does.
 */
function tempProject(): string {
  const dir = newDir()
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'launcher-test', engines: { node: '>=22.12.0' } }),
  )
  copyElectronPackage(dir)
  const vite = join(dir, 'node_modules/electron-vite')
  mkdirSync(join(vite, 'bin'), { recursive: true })
  writeFileSync(
    join(vite, 'package.json'),
    JSON.stringify({ name: 'electron-vite', bin: { 'electron-vite': 'bin/fake.cjs' } }),
  )
  writeFileSync(
    join(vite, 'bin/fake.cjs'),
    `const { spawnSync } = require('node:child_process')
const { writeFileSync } = require('node:fs')
writeFileSync('vite-ran.json', JSON.stringify({
  args: process.argv.slice(2), electron: process.env.ELECTRON_EXEC_PATH, pid: process.pid,
}))
if (process.env.FAKE_VITE_HANG) setInterval(() => {}, 1000)
else if (process.env.FAKE_VITE_EXIT) process.exit(Number(process.env.FAKE_VITE_EXIT))
else process.exit(spawnSync(process.env.ELECTRON_EXEC_PATH, ['.'], { stdio: 'inherit' }).status ?? 1)
`,
  )
  return dir
}

/** A stand-in Electron executable that writes its working directory and arguments to $STUB_RECORD. */
const STUB_ELECTRON = '#!/bin/sh\n{ pwd; printf "%s\\n" "$@"; } > "$STUB_RECORD"\n'

function stubElectron(dir: string): string {
  const path = join(dir, 'stub-electron')
  writeFileSync(path, STUB_ELECTRON)
  chmodSync(path, 0o755)
  return path
}

/** Only what the test sets: no ELECTRON_* or npm_config_* from the machine running the tests. */
function cleanEnv(dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: dir,
    NODE_PATH: join(root, 'node_modules'),
    electron_config_cache: join(dir, 'electron-cache'),
    STUB_RECORD: join(dir, 'electron-ran.txt'),
    ...extra,
  }
}

interface Run {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<Run> {
  return new Promise((done, failed) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
    child.once('error', failed)
    child.once('close', (code, signal) => done({ code, signal, stdout, stderr }))
  })
}

const launch = (dir: string, args: readonly string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, [launcher, ...args], { cwd: dir, env })

const zipName = `electron-v${version}-${process.platform}-${process.arch}.zip`

/** A release zip as Electron publishes it, with a stub in place of the real executable. */
const releaseZip = () =>
  zip([
    { name: 'electron', content: STUB_ELECTRON, mode: 0o755 },
    { name: 'version', content: version },
  ])

/** A mirror laid out like Electron's releases: <mirror>/v<version>/<file>. */
async function mirror(files: Record<string, Buffer | string>) {
  return loopbackServer((req, res) => {
    const file = files[req.url ?? '']
    if (file === undefined) {
      res.writeHead(404, 'Not Found').end()
      return
    }
    res.writeHead(200, { 'content-length': Buffer.byteLength(file) }).end(file)
  })
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const STACK_FRAME = /^\s+at /m

describe('npm start without an Electron binary', () => {
  it('fails with one paragraph naming the mirror, the reason and the harness, and never starts electron-vite', async () => {
    const dir = tempProject()
    const port = await closedPort()
    const result = await launch(
      dir,
      ['preview'],
      cleanEnv(dir, { ELECTRON_MIRROR: `http://127.0.0.1:${port}/` }),
    )

    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`Cannot start Token Desk: Electron ${version} is not installed`)
    expect(result.stderr).toContain(
      `Fetching http://127.0.0.1:${port}/v${version}/${zipName} failed: connect ECONNREFUSED 127.0.0.1:${port}`,
    )
    expect(result.stderr).toContain('ELECTRON_MIRROR')
    expect(result.stderr).toContain('`npm run harness`')
    expect(result.stderr).not.toMatch(STACK_FRAME)
    expect(result.stderr).not.toContain('TypeError')
    // One paragraph: the failure is not followed by a second block of text.
    const failure = result.stderr.slice(result.stderr.indexOf('Cannot start'))
    expect(failure.trim().split(/\n\s*\n/)).toHaveLength(1)
    expect(existsSync(join(dir, 'vite-ran.json'))).toBe(false)
    expect(existsSync(join(dir, 'node_modules/electron/path.txt'))).toBe(false)
  }, 30_000)

  it.each([
    {
      name: 'no such release',
      files: () => ({}),
      reason: `Fetching {mirror}/v${version}/${zipName} failed: HTTP 404 Not Found`,
    },
    {
      name: 'a zip that does not match its checksum',
      files: () => ({
        [`/v${version}/${zipName}`]: releaseZip(),
        [`/v${version}/SHASUMS256.txt`]: `${'0'.repeat(64)} *${zipName}\n`,
      }),
      reason: `Generated checksum for "${zipName}" did not match expected checksum. ({mirror}/v${version}/${zipName})`,
    },
  ])(
    'names the reason when the mirror has $name',
    async ({ files, reason }) => {
      const dir = tempProject()
      const server = await mirror(files())
      try {
        const result = await launch(
          dir,
          ['preview'],
          cleanEnv(dir, { ELECTRON_MIRROR: `${server.url}/`, electron_use_remote_checksums: '1' }),
        )
        expect(result.code).toBe(1)
        expect(result.stderr).toContain(reason.replace('{mirror}', server.url))
        expect(result.stderr).not.toMatch(STACK_FRAME)
        expect(existsSync(join(dir, 'vite-ran.json'))).toBe(false)
      } finally {
        await server.close()
      }
    },
    30_000,
  )

  it.runIf(process.platform === 'linux')(
    'downloads it through ELECTRON_MIRROR with install.js, writes path.txt and launches it',
    async () => {
      const dir = tempProject()
      const archive = releaseZip()
      const server = await mirror({
        [`/v${version}/${zipName}`]: archive,
        [`/v${version}/SHASUMS256.txt`]: `${sha256(archive)} *${zipName}\n`,
      })
      try {
        const result = await launch(
          dir,
          ['preview', '--noSandbox'],
          cleanEnv(dir, { ELECTRON_MIRROR: `${server.url}/`, electron_use_remote_checksums: '1' }),
        )
        expect(result.stderr).toContain(`Electron ${version} is not installed yet; fetching it`)
        expect(result.stderr).toContain(`${server.url}/v${version}/${zipName}`)
        expect(result.stderr).toContain(`Electron ${version} is ready.`)
        expect(result.code).toBe(0)
        expect(server.hits.map((hit) => hit.url)).toEqual(
          expect.arrayContaining([`/v${version}/${zipName}`, `/v${version}/SHASUMS256.txt`]),
        )

        const electron = join(dir, 'node_modules/electron')
        expect(readFileSync(join(electron, 'path.txt'), 'utf8')).toBe('electron')
        expect(readFileSync(join(electron, 'dist/version'), 'utf8')).toBe(version)
        const vite = JSON.parse(readFileSync(join(dir, 'vite-ran.json'), 'utf8'))
        expect(vite).toMatchObject({
          args: ['preview', '--noSandbox'],
          electron: join(electron, 'dist/electron'),
        })
        // electron-vite's stand-in ran the downloaded executable.
        expect(readFileSync(join(dir, 'electron-ran.txt'), 'utf8')).toBe(`${dir}\n.\n`)
        // @electron/get kept the zip in the cache electron_config_cache names, byte for byte.
        const cache = join(dir, 'electron-cache')
        const cached = readdirSync(cache, { recursive: true, encoding: 'utf8' }).filter(
          (file) => basename(file) === zipName,
        )
        expect(cached).toHaveLength(1)
        expect(readFileSync(join(cache, cached[0]!)).equals(archive)).toBe(true)
      } finally {
        await server.close()
      }

      // Installed now: the next start neither downloads nor asks the mirror.
      const again = await launch(dir, ['preview'], cleanEnv(dir, { ELECTRON_MIRROR: server.url }))
      expect(again.code).toBe(0)
      expect(again.stderr).not.toContain('fetching')
    },
    30_000,
  )
})

describe('Ctrl+C during the download', () => {
  it.runIf(process.platform !== 'win32')(
    'stops the download and the launcher, without a failure message',
    async () => {
      const dir = tempProject()
      let hungUp = false
      // Takes the request and never answers; notes when the downloader hangs up.
      const stalled = await loopbackServer((req) => req.socket.once('close', () => (hungUp = true)))
      try {
        const launcherProcess = spawn(process.execPath, [launcher, 'preview'], {
          cwd: dir,
          env: cleanEnv(dir, { ELECTRON_MIRROR: `${stalled.url}/` }),
          stdio: ['ignore', 'ignore', 'pipe'],
        })
        let stderr = ''
        launcherProcess.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
        const ended = new Promise<NodeJS.Signals | null>((done) =>
          launcherProcess.once('close', (_code, signal) => done(signal)),
        )
        await vi.waitFor(() => expect(stalled.hits).toHaveLength(1), {
          timeout: 10_000,
          interval: 50,
        })
        launcherProcess.kill('SIGINT') // the launcher only: it must stop install.js itself
        expect(await ended).toBe('SIGINT')
        await vi.waitFor(() => expect(hungUp).toBe(true), { timeout: 5_000, interval: 50 })
        expect(stderr).toContain('fetching it')
        expect(stderr).not.toContain('Cannot start')
        expect(existsSync(join(dir, 'vite-ran.json'))).toBe(false)
      } finally {
        await stalled.close()
      }
    },
    20_000,
  )
})

describe('npm start with an Electron binary', () => {
  it('passes electron-vite its arguments and ends with its exit code', async () => {
    const dir = tempProject()
    const args = ['dev', '--', 'a b', '--flag=x', '']
    const result = await launch(
      dir,
      args,
      cleanEnv(dir, { ELECTRON_EXEC_PATH: stubElectron(dir), FAKE_VITE_EXIT: '7' }),
    )
    expect(result.code).toBe(7)
    expect(JSON.parse(readFileSync(join(dir, 'vite-ran.json'), 'utf8')).args).toEqual(args)
  })

  it.runIf(process.platform !== 'win32')(
    'stops electron-vite and itself on SIGINT',
    async () => {
      const dir = tempProject()
      const launcherProcess = spawn(process.execPath, [launcher, 'dev'], {
        cwd: dir,
        env: cleanEnv(dir, { ELECTRON_EXEC_PATH: stubElectron(dir), FAKE_VITE_HANG: '1' }),
        stdio: 'ignore',
      })
      const ended = new Promise<NodeJS.Signals | null>((done) =>
        launcherProcess.once('exit', (_code, signal) => done(signal)),
      )
      const vitePid = await vi.waitFor(
        () => JSON.parse(readFileSync(join(dir, 'vite-ran.json'), 'utf8')).pid as number,
        { timeout: 10_000, interval: 50 },
      )
      try {
        launcherProcess.kill('SIGINT') // the launcher only, as `kill -INT <pid>` would
        expect(await ended).toBe('SIGINT')
        expect(() => process.kill(vitePid, 0)).toThrow() // electron-vite is gone too
      } finally {
        try {
          process.kill(vitePid, 'SIGKILL') // never leave it behind when this test fails
        } catch {
          // already gone
        }
      }
    },
    20_000,
  )

  it('does not look for Electron for the renderer-only dev server', async () => {
    const dir = tempProject()
    const port = await closedPort()
    const result = await launch(
      dir,
      ['dev', '--rendererOnly'],
      cleanEnv(dir, { ELECTRON_MIRROR: `http://127.0.0.1:${port}/`, FAKE_VITE_EXIT: '0' }),
    )
    expect(result.code).toBe(0)
    expect(result.stderr).not.toContain('fetching')
  })

  it('says so when ELECTRON_EXEC_PATH points nowhere', async () => {
    const dir = tempProject()
    const missing = join(dir, 'no-such-electron')
    const result = await launch(dir, ['preview'], cleanEnv(dir, { ELECTRON_EXEC_PATH: missing }))
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`ELECTRON_EXEC_PATH is set to ${missing}, which does not exist`)
    expect(existsSync(join(dir, 'vite-ran.json'))).toBe(false)
  })

  it('asks for `npm install` when the dependencies are missing', async () => {
    const dir = newDir()
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=22.12.0' } }))
    const result = await launch(dir, ['preview'], { PATH: process.env.PATH, HOME: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('electron is not installed. Run `npm install` first')
    expect(result.stderr).not.toMatch(STACK_FRAME)
  })
})

describe('npm start on this project', () => {
  it.runIf(process.platform !== 'win32')(
    'builds the app and starts Electron on its main entry',
    async () => {
      const dir = newDir()
      const result = await run('npm', ['start'], {
        cwd: root,
        env: {
          ...process.env,
          ELECTRON_EXEC_PATH: stubElectron(dir),
          STUB_RECORD: join(dir, 'electron-ran.txt'),
        },
      })
      expect(result.code, result.stderr).toBe(0)
      // Electron was started in the project with "." as the app: package.json's main, just built.
      expect(readFileSync(join(dir, 'electron-ran.txt'), 'utf8')).toBe(`${root}\n.\n`)
      const { main } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
      expect(main).toBe('./out/main/index.js')
      expect(result.stdout).toContain('out/main/index.js')
      expect(existsSync(join(root, main))).toBe(true)
    },
    120_000,
  )
})

describe('npm start under an old Node', () => {
  // The machine's own Node when it is older than the project needs (Node 20 here).
  const oldNode = (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'node'))
    .find(
      (node) =>
        existsSync(node) &&
        nodeVersionProblem(
          '>=22.12.0',
          execFileSync(node, ['-p', 'process.versions.node']).toString().trim(),
          'npm start',
        ) !== undefined,
    )

  it.runIf(oldNode)('says which Node is needed and how to get it', async () => {
    const dir = tempProject()
    const result = await run(oldNode!, [launcher, 'preview'], {
      cwd: dir,
      env: cleanEnv(dir, { npm_lifecycle_event: 'start' }),
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^Token Desk needs Node\.js 22\.12\.0 or newer; this is Node \d/m)
    expect(result.stderr).toContain('`npx -y -p node@22 -- npm start`')
    expect(result.stderr).not.toMatch(STACK_FRAME)
    expect(existsSync(join(dir, 'vite-ran.json'))).toBe(false)
  })
})
