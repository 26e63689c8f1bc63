import { describe, expect, it } from 'vitest'
import type { CliApprovalAnswer } from '../../src/shared/model/cli'
import { cliCore, type CliRun } from '../helpers/cli'
import { demoProfile } from '../helpers/api'
import { useCliRigs } from '../helpers/cliRigs'

/*
 * What an approval prompt's answer covers (second audit, item 5): "Allow
 * once" used to release every request of that client waiting at that moment
 * while the prompt named only the first, so a prompt for the token of “Acme”
 * also handed out another account's token and the list.
 */

const cli = useCliRigs()
const { newDir } = cli

/** The core with prompts the test answers one by one, counting the requests that reached it. */
async function heldRig() {
  const waiting: ((answer: CliApprovalAnswer) => void)[] = []
  const r = await cliCore(newDir(), {
    answer: () => new Promise<CliApprovalAnswer>((resolve) => waiting.push(resolve)),
  })
  cli.afterTest(r.stop)
  let handled = 0
  const handle = r.core.cli.handle.bind(r.core.cli)
  r.core.cli.handle = (line, signal) => {
    handled++
    return handle(line, signal)
  }
  await demoProfile(r.core.api, cli.sandbox, { name: 'Acme' })
  await demoProfile(r.core.api, cli.sandbox, {
    name: 'Globex',
    accountId: 'GLOBEX-002',
    username: 'globex-api',
    password: 'globex-password',
  })
  return {
    ...r,
    handled: () => handled,
    open: () => waiting.length,
    reply: (answer: CliApprovalAnswer) => waiting.shift()?.(answer),
  }
}

describe('"Allow once"', () => {
  it('releases only the requests its prompt named; the others are asked for in turn', async () => {
    const r = await heldRig()
    const finished = new Set<string>()
    const run = (what: string, ...argv: string[]): Promise<CliRun> =>
      r.run(...argv).then((result) => {
        finished.add(what)
        return result
      })

    const acme = run('acme', 'token', 'Acme')
    await expect.poll(() => r.open()).toBe(1)
    expect(r.prompts.map((p) => p.what)).toEqual(['a token for “Acme”'])
    // While that prompt is open the same client asks for the same, another account's token, the list.
    const acmeAgain = run('acme again', 'token', 'Acme')
    const globex = run('globex', 'token', 'Globex')
    const list = run('list', 'list')
    await expect.poll(() => r.handled()).toBe(4)

    r.reply('once')
    expect((await acme).code).toBe(0)
    // The same request, word for word: the prompt named it.
    expect((await acmeAgain).code).toBe(0)
    // Not named: still waiting, each for a prompt of its own.
    await expect.poll(() => r.open()).toBe(1)
    expect(finished.has('globex') || finished.has('list')).toBe(false)
    expect(r.prompts).toHaveLength(2)

    const second = r.prompts[1]!.what
    r.reply('once')
    await expect.poll(() => r.open()).toBe(1)
    const third = r.prompts[2]!.what
    expect([second, third].sort()).toEqual(['a token for “Globex”', 'the list of profiles'])
    r.reply('deny')

    const outcome = { 'a token for “Globex”': await globex, 'the list of profiles': await list }
    expect(outcome[second as keyof typeof outcome].code).toBe(0)
    expect(outcome[third as keyof typeof outcome]).toEqual({
      code: 4,
      stdout: '',
      stderr: 'token-desk: Token Desk denied this request.\n',
    })
    expect(r.prompts).toHaveLength(3)
  })

  it('"Allow for 8 hours" approves the client: what waited behind the prompt goes on without another', async () => {
    const r = await heldRig()
    const acme = r.run('token', 'Acme')
    await expect.poll(() => r.open()).toBe(1)
    const rest = Promise.all([r.run('token', 'Globex'), r.run('list')])
    await expect.poll(() => r.handled()).toBe(3)
    r.reply('8h')
    expect((await acme).code).toBe(0)
    expect((await rest).map((x) => x.code)).toEqual([0, 0])
    expect(r.prompts).toHaveLength(1)
  })

  it('"Deny" denies what waited behind it too, without more prompts', async () => {
    const r = await heldRig()
    const acme = r.run('token', 'Acme')
    await expect.poll(() => r.open()).toBe(1)
    const rest = Promise.all([r.run('token', 'Globex'), r.run('list')])
    await expect.poll(() => r.handled()).toBe(3)
    r.reply('deny')
    expect((await acme).code).toBe(4)
    expect((await rest).map((x) => x.code)).toEqual([4, 4])
    expect(r.prompts).toHaveLength(1)
  })
})
