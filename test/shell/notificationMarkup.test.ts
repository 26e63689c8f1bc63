import { afterEach, describe, expect, it } from 'vitest'
import { records, resetStandIn } from '../../src/harness/electron/state'
import { electronDesktop } from '../../src/main/adapters/electronDesktop'

// The audit's attack: a profile name with markup reached a Linux notification server that
// renders `body-markup` (a link to click, an image fetched from a path).
const hostile =
  'The first: “<a href="https://evil.example/">Renew</a><img src="/etc/x.png"/> &amp;” in 5 min.'

describe('the expiry notification body', () => {
  afterEach(() => resetStandIn())

  it('is escaped on Linux, where servers read it as markup', () => {
    electronDesktop('icon.png', () => undefined, 'linux').notify({
      title: '2 tokens expire within 15 min',
      body: hostile,
    })
    const [shown] = records.notifications
    expect(shown?.body).toBe(
      'The first: “&lt;a href=&quot;https://evil.example/&quot;&gt;Renew&lt;/a&gt;&lt;img src=&quot;/etc/x.png&quot;/&gt; &amp;amp;” in 5 min.',
    )
    expect(shown?.body).not.toMatch(/<|>/)
    expect(shown?.title).toBe('2 tokens expire within 15 min')
  })

  it.each(['darwin', 'win32'] as const)('is plain text on %s, shown as given', (platform) => {
    electronDesktop('icon.png', () => undefined, platform).notify({
      title: 't',
      body: hostile,
    })
    expect(records.notifications[0]?.body).toBe(hostile)
  })
})
