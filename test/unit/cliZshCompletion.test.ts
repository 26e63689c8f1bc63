import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { completionScripts } from '../../src/cli/completion'
import { useTempDirs } from '../helpers/tempDir'

/*
 * `token-desk completion zsh` driven for real: an interactive zsh in a
 * pseudo-terminal (zsh/zpty) loads compinit and the script, gets the line
 * and a Tab, and the completion system runs _token_desk as it would for a
 * user. A wrapper around compadd prints every match it is given.
 */

const newDir = useTempDirs()

function zshWithZpty(): boolean {
  const found =
    spawnSync('zsh', ['-f', '-c', 'zmodload zsh/zpty'], { stdio: 'ignore' }).status === 0
  if (!found) {
    console.warn(
      'Skipping the zsh completion drive: zsh (with its zsh/zpty module) is not installed here.',
    )
  }
  return found
}

/** Completes the line in a real zsh and prints each match on a line of its own. */
const capture = String.raw`
zmodload zsh/zpty || exit 3
script=$1 line=$2
zpty z zsh -f -i
zpty -w z "PS1= PROMPT= RPROMPT=; unsetopt zle_bracketed_paste 2>/dev/null"
zpty -w z "autoload -U compinit && compinit -u -D"
zpty -w z "source ${'$'}{(q)script}"
zpty -w z "zstyle ':completion:*' list-grouped false; zstyle ':completion:*' insert-tab false"
zpty -w z 'compadd() { if [[ ${'$'}{@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi; local -a __hits; builtin compadd -A __hits "$@"; local h; for h in $__hits; do print -r -- "MATCH:$h"; done; builtin compadd "$@" }'
zpty -w z '_td_start() { print -r -- "BEGIN-MATCHES" }; _td_end() { print -r -- "END-MATCHES"; exit }'
zpty -w z 'compprefuncs=(_td_start); comppostfuncs=(_td_end)'
zpty -w z 'bindkey "^I" complete-word; print READY-'"'"'$'"'"
while zpty -r z out; do [[ $out == *READY-\$* ]] && break; done
zpty -w -n z "$line"$'\t'
started=0
while zpty -r z out; do
  out=${'$'}{out//$'\r'/}
  if [[ $out == *BEGIN-MATCHES* ]]; then started=1; continue; fi
  if [[ $out == *END-MATCHES* ]]; then break; fi
  (( started )) && [[ $out == *MATCH:* ]] && print -r -- ${'$'}{out#*MATCH:}
done
zpty -d z
`

/** What a stand-in `token-desk` answers to `__complete-profiles`: names the app would give. */
const profileNames = ['Acme production', 'Acme staging', 'Globex', '$(touch pwned)', 'semi;colon']

describe.skipIf(!zshWithZpty())('zsh completion, driven in a real zsh', () => {
  it('completes commands, options, option values and profile names; never runs a name', () => {
    const dir = newDir()
    const script = join(dir, '_token-desk')
    writeFileSync(script, completionScripts.zsh)
    writeFileSync(join(dir, 'capture.zsh'), capture)
    writeFileSync(
      join(dir, 'token-desk'),
      `#!/bin/sh\n[ "$1" = __complete-profiles ] || exit 9\nprintf '%s\\n' ${profileNames.map((n) => `'${n}'`).join(' ')}\n`,
      { mode: 0o755 },
    )
    const env = { ...process.env, PATH: `${dir}:${process.env['PATH']}`, HOME: dir }
    const complete = (line: string): string[] =>
      execFileSync('zsh', ['-f', join(dir, 'capture.zsh'), script, line], {
        env,
        cwd: dir,
        encoding: 'utf8',
        timeout: 20_000,
      })
        .split('\n')
        .filter(Boolean)

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
    ])
    expect(complete('token-desk he')).toEqual(['header', 'help'])
    expect(complete('token-desk header --').sort()).toEqual(
      ['--data-dir', '--force', '--help', '--min-ttl', '--timeout', '--value'].sort(),
    )
    expect(complete('token-desk exec --n')).toEqual(['--no-mask'])
    expect(complete('token-desk exec --a')).toEqual(['--allow-other-account'])
    expect(complete('token-desk exec --on-renew ')).toEqual(
      expect.arrayContaining(['none', 'restart', 'signal', 'signal:HUP']),
    )
    expect(complete('token-desk env acme --shell ')).toEqual([
      'bash',
      'zsh',
      'fish',
      'powershell',
      'dotenv',
    ])
    // Profile names from the app, quoted for the command line.
    expect(complete('token-desk header ')).toEqual([
      'Acme\\ production',
      'Acme\\ staging',
      'Globex',
      '\\$\\(touch\\ pwned\\)',
      'semi\\;colon',
    ])
    expect(complete('token-desk token A')).toEqual(['Acme\\ production', 'Acme\\ staging'])
    // A name is data: offered quoted, never run.
    expect(complete('token-desk token \\$')).toEqual(['\\$\\(touch\\ pwned\\)'])
    expect(existsSync(join(dir, 'pwned'))).toBe(false)
    expect(complete('token-desk completion ')).toEqual(['bash', 'zsh', 'fish'])
    // verify: any number of profiles, or --all.
    expect(complete('token-desk verify Globex A')).toEqual(['Acme\\ production', 'Acme\\ staging'])
    expect(complete('token-desk verify --').sort()).toEqual(
      ['--all', '--data-dir', '--help', '--json', '--timeout'].sort(),
    )
    // Each completion starts a zsh with compinit: seconds apiece on a busy machine.
  }, 120_000)
})
