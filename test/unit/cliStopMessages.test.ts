import { describe, expect, it } from 'vitest'
import { stoppedRenewing } from '../../src/cli/longExec'
import { asClause } from '../../src/cli/terminalText'

describe('what token-desk says when renewing stops', () => {
  it('reads the app’s sentence as a clause: no ".;" where two sentences meet', () => {
    const said = stoppedRenewing({
      kind: 'ended',
      error: { code: 'denied', message: 'Command line access is switched off in Token Desk.' },
    })
    expect(said).toBe(
      'token-desk: the token is no longer renewed: Command line access is switched off in Token Desk; the command keeps its current token.\n',
    )
    expect(asClause('Abgelehnt (401)。')).toBe('Abgelehnt (401)')
    expect(asClause('No period')).toBe('No period')
  })
})
