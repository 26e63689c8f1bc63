import { describe, expect, it } from 'vitest'
import { commandNames } from '../../src/cli/args'
import { runIn, testHost } from '../helpers/cli'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** token-desk in this process; none of these reach an app. */
const run = (argv: string[]) => {
  const dir = newDir()
  return runIn(testHost(dir), `${dir}/data`, argv)
}

describe('--help and usage errors', () => {
  it.each(commandNames)('%s --help: usage on stdout, nothing on stderr, exit 0', async (name) => {
    for (const argv of [
      [name, '--help'],
      [name, '-h'],
      ['help', name],
    ]) {
      const got = await run(argv)
      expect(got.code).toBe(0)
      expect(got.stderr).toBe('')
      expect(got.stdout).toMatch(new RegExp(`^Usage: token-desk ${name}\\b`))
    }
  })

  it('token-desk --help and token-desk help: the overview, every command, the exit codes', async () => {
    for (const argv of [['--help'], ['-h'], ['help']]) {
      const got = await run(argv)
      expect(got).toMatchObject({ code: 0, stderr: '' })
      expect(got.stdout).toMatch(/^token-desk: tokens from the running Token Desk app/)
      for (const name of commandNames) expect(got.stdout).toMatch(new RegExp(`\\n  ${name}\\b`))
      for (const code of [0, 1, 2, 3, 4, 5, 6, 7])
        expect(got.stdout).toMatch(new RegExp(`\\n  ${code}  \\S`))
    }
  })

  it.each([
    [['header'], 'header needs a profile', 'token-desk header --help'],
    [['header', 'Acme', '--json'], 'header takes no --json.', 'token-desk header --help'],
    [['exec', 'Acme', 'curl'], 'Put -- before the command', 'token-desk exec --help'],
    [['list', '--bogus'], "Unknown option '--bogus'.", 'token-desk list --help'],
    [['fetch'], 'Unknown command “fetch”', 'token-desk --help'],
    [[], 'Which command?', 'token-desk --help'],
  ])('%j: exit 2, the problem and where help is, on stderr only', async (argv, problem, hint) => {
    const got = await run(argv)
    expect(got.code).toBe(2)
    expect(got.stdout).toBe('')
    const [first, second, ...rest] = got.stderr.split('\n')
    expect(first).toMatch(/^token-desk: /)
    expect(first).toContain(problem)
    expect(second).toBe(`Run ${hint} for usage.`)
    expect(rest).toEqual([''])
  })

  it('exec --help documents --allow-other-account and the exit codes 1 and 7', async () => {
    const { stdout } = await run(['exec', '--help'])
    expect(stdout).toContain('--allow-other-account')
    expect(stdout).toMatch(/\n {2}1 {2}unexpected failure/)
    expect(stdout).toMatch(/\n {2}7 {2}timed out/)
  })
})
