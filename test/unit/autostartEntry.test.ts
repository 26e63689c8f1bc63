import { describe, expect, it } from 'vitest'
import { autostartEntry, execLine } from '../../src/main/core/desktop/autostartEntry'

describe('the XDG autostart entry (Desktop Entry spec, "The Exec key")', () => {
  it.each([
    [['/opt/Token Desk/token-desk', '--hidden'], '"/opt/Token Desk/token-desk" --hidden'],
    [['/usr/bin/token-desk', '--hidden'], '/usr/bin/token-desk --hidden'],
    // Inside quotes ", `, $ and \ take a backslash; the string escape then doubles each backslash.
    [['/home/a"b/x'], '"/home/a\\\\"b/x"'],
    [['/home/$USER/x'], '"/home/\\\\$USER/x"'],
    [['C:\\x'], '"C:\\\\\\\\x"'],
    // A lone % would be a field code.
    [['/opt/100%/app'], '/opt/100%%/app'],
    [[''], '""'],
    [['/tmp/a;b', "it's"], '"/tmp/a;b" "it\'s"'],
  ])('%j → Exec=%s', (command, line) => {
    expect(execLine(command)).toBe(line)
  })

  it('keeps the entry on its lines whatever the name holds', () => {
    const entry = autostartEntry('Token\nDesk', ['/usr/bin/token-desk', '--hidden'])
    expect(entry.split('\n')).toEqual([
      '[Desktop Entry]',
      'Type=Application',
      'Version=1.0',
      'Name=Token\\nDesk',
      'Comment=Starts Token\\nDesk hidden in the tray',
      'Exec=/usr/bin/token-desk --hidden',
      'Terminal=false',
      'X-GNOME-Autostart-enabled=true',
      '',
    ])
  })
})
