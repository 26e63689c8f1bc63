import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { completionScripts } from '../../src/cli/completion'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

function has(shell: string): boolean {
  const found = spawnSync(shell, ['-c', 'exit 0'], { stdio: 'ignore' }).status === 0
  if (!found) console.warn(`Skipping ${shell} completion checks: ${shell} is not installed here.`)
  return found
}
const shells = { bash: has('bash'), zsh: has('zsh'), fish: has('fish') }

/** What a stand-in `token-desk` answers to `__complete-profiles`: names the app would give. */
const profileNames = ['Acme production', 'Acme staging', 'Globex', '$(touch pwned)', 'semi;colon']

/** A folder with the script and a fake token-desk on PATH; returns the shell's environment. */
function setup(shell: 'bash' | 'zsh' | 'fish') {
  const dir = newDir()
  const script = join(dir, `token-desk.${shell}`)
  writeFileSync(script, completionScripts[shell])
  const bin = join(dir, 'token-desk')
  writeFileSync(
    bin,
    `#!/bin/sh\n[ "$1" = __complete-profiles ] || exit 9\nprintf '%s\\n' ${profileNames.map((n) => `'${n}'`).join(' ')}\n`,
    { mode: 0o755 },
  )
  return { dir, script, env: { ...process.env, PATH: `${dir}:${process.env['PATH']}`, HOME: dir } }
}

describe('completion scripts', () => {
  it.skipIf(!shells.bash)('bash: commands, options, option values and profile names', () => {
    const { dir, script, env } = setup('bash')
    const complete = (line: string | string[]): string[] => {
      const words = typeof line === 'string' ? line.split(' ') : line
      const out = execFileSync(
        'bash',
        [
          '-c',
          `source "$1"; COMP_WORDS=("\${@:2}"); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _token_desk; printf '%s\\n' "\${COMPREPLY[@]}"`,
          'bash',
          script,
          ...words,
        ],
        { env, cwd: dir, encoding: 'utf8' },
      )
      return out.split('\n').filter(Boolean)
    }
    expect(complete('token-desk ')).toEqual([
      'header',
      'token',
      'env',
      'exec',
      'sink',
      'list',
      'status',
      'verify',
      'completion',
      'help',
      '--help',
    ])
    expect(complete('token-desk he')).toEqual(['header', 'help'])
    expect(complete('token-desk header --')).toEqual([
      '--value',
      '--min-ttl',
      '--force',
      '--timeout',
      '--data-dir',
      '--help',
    ])
    expect(complete('token-desk env acme --shell f')).toEqual(['fish'])
    expect(complete('token-desk header Acme')).toEqual(['Acme\\ production', 'Acme\\ staging'])
    expect(complete('token-desk --data-dir /x header G')).toEqual(['Globex'])
    // A name is data: it is quoted, never run.
    expect(complete('token-desk token $')).toEqual(['\\$\\(touch\\ pwned\\)'])
    expect(existsSync(join(dir, 'pwned'))).toBe(false)
    // After the profile, exec wants -- and then a command.
    expect(complete('token-desk exec Globex ')).toEqual(['--'])
    expect(complete('token-desk exec Globex -- printen')).toContain('printenv')
    expect(complete('token-desk completion ')).toEqual(['bash', 'zsh', 'fish'])
    expect(complete('token-desk exec Acme --no')).toEqual(['--no-mask'])
    expect(complete('token-desk env acme --f')).toEqual(['--force'])
    // Long-running commands: exec's renewal modes, sink's file and formats.
    expect(complete('token-desk exec Globex --on-renew s')).toEqual([
      'signal',
      'signal:HUP',
      'signal:USR1',
      'signal:USR2',
    ])
    expect(complete('token-desk exec --on-renew restart Globex ')).toEqual(['--'])
    expect(complete('token-desk sink G')).toEqual(['Globex'])
    expect(complete('token-desk sink Globex --format ')).toEqual(['token', 'header', 'env', 'json'])
    expect(complete('token-desk sink Globex --o')).toEqual(['--once'])
    // verify takes any number of profiles, or --all.
    expect(complete('token-desk verify Globex Acme')).toEqual([
      'Acme\\ production',
      'Acme\\ staging',
    ])
    // The word as the terminal holds it after a first Tab (escaped), or in an open quote.
    expect(complete(['token-desk', 'header', 'Acme\\ s'])).toEqual(['Acme\\ staging'])
    expect(complete(['token-desk', 'header', 'Acme\\ '])).toEqual([
      'Acme\\ production',
      'Acme\\ staging',
    ])
    expect(complete(['token-desk', 'header', '"Acme p'])).toEqual(['Acme production'])
    expect(complete(['token-desk', 'verify', "'semi;"])).toEqual(['semi;colon'])
    expect(complete(['token-desk', 'token', '\\$\\(t'])).toEqual(['\\$\\(touch\\ pwned\\)'])
    expect(existsSync(join(dir, 'pwned'))).toBe(false)
    expect(complete('token-desk verify --')).toEqual([
      '--all',
      '--json',
      '--timeout',
      '--data-dir',
      '--help',
    ])
  })

  // compinit reads every completion function zsh ships: seconds on a busy machine (6.4 once in
  // CI), hence the longer time-out.
  it.skipIf(!shells.zsh)(
    'zsh: the script parses and registers itself with compinit',
    () => {
      const { dir, script, env } = setup('zsh')
      const out = execFileSync(
        'zsh',
        [
          '-f',
          '-c',
          `autoload -U compinit && compinit -u -D && source "$1" && print -r -- $_comps[token-desk]`,
          'zsh',
          script,
        ],
        { env, cwd: dir, encoding: 'utf8' },
      )
      expect(out.trim()).toBe('_token_desk')
      expect(spawnSync('zsh', ['-n', script]).status).toBe(0)
    },
    30_000,
  )

  it.skipIf(!shells.fish)(
    'fish: commands, options and profile names, as fish completes them',
    () => {
      const { dir, script, env } = setup('fish')
      const complete = (line: string): string[] =>
        execFileSync(
          'fish',
          ['--no-config', '-c', `source $argv[1]; complete -C $argv[2]`, script, line],
          {
            env,
            cwd: dir,
            encoding: 'utf8',
          },
        )
          .split('\n')
          .filter(Boolean)
          .map((entry) => entry.split('\t')[0]!)
      expect(complete('token-desk ')).toEqual(
        expect.arrayContaining([
          'header',
          'token',
          'env',
          'exec',
          'sink',
          'list',
          'status',
          'verify',
          'completion',
          'help',
        ]),
      )
      expect(complete('token-desk verify Globex ')).toEqual(
        expect.arrayContaining(['Acme production', 'Globex']),
      )
      expect(complete('token-desk verify --')).toEqual(
        expect.arrayContaining(['--all', '--json', '--timeout', '--data-dir', '--help']),
      )
      expect(complete('token-desk header ')).toEqual(
        expect.arrayContaining(['Acme production', 'Globex']),
      )
      // Names holding shell syntax are offered as data (fish quotes what it inserts), also
      // after a typed, quoted or escaped start.
      expect(complete('token-desk header ')).toEqual(
        expect.arrayContaining(['$(touch pwned)', 'semi;colon']),
      )
      expect(complete('token-desk token \\$')).toEqual(['$(touch pwned)'])
      expect(complete("token-desk token 'semi")).toEqual(['semi;colon'])
      expect(complete('token-desk header Acme ')).not.toContain('Globex')
      expect(complete('token-desk env x --shell ')).toEqual([
        'bash',
        'dotenv',
        'fish',
        'powershell',
        'zsh',
      ])
      expect(complete('token-desk header x --')).toEqual(
        expect.arrayContaining(['--value', '--min-ttl', '--timeout', '--data-dir', '--help']),
      )
      expect(complete('token-desk list --')).not.toContain('--min-ttl')
      expect(complete('token-desk exec x --')).toEqual(
        expect.arrayContaining(['--force', '--no-mask', '--allow-other-account']),
      )
      expect(complete('token-desk list --')).not.toContain('--force')
      expect(complete('token-desk sink Globex --format ')).toEqual([
        'env',
        'header',
        'json',
        'token',
      ])
      expect(complete('token-desk exec x --on-renew ')).toEqual(
        expect.arrayContaining(['none', 'restart', 'signal']),
      )
      expect(existsSync(join(dir, 'pwned'))).toBe(false)
    },
  )
})
