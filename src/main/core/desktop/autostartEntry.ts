/**
 * An XDG autostart entry (freedesktop.org's Desktop Application Autostart
 * spec): a desktop entry in `$XDG_CONFIG_HOME/autostart` that desktops start
 * at login. Linux has no login-item API in Electron (its
 * setLoginItemSettings does nothing there), so the app writes this itself.
 */
export function autostartEntry(name: string, command: readonly string[]): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    `Name=${stringValue(name)}`,
    `Comment=${stringValue(`Starts ${name} hidden in the tray`)}`,
    `Exec=${execLine(command)}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n')
}

/** Characters that make an argument need quotes (Desktop Entry spec, "The Exec key"). */
const RESERVED = /[\s"'\\><~|&;$*?#()`]/
/** Inside double quotes, these take a backslash. */
const QUOTED_ESCAPE = /["`$\\]/g

/**
 * The Exec key's value: each argument quoted when it holds a reserved
 * character, `%` doubled (a lone one would be a field code), then the
 * string-value escapes applied on top, as the spec says they are read first
 * (so a literal backslash in a quoted argument is written as four).
 */
export function execLine(command: readonly string[]): string {
  const line = command
    .map((arg) => arg.replaceAll('%', '%%'))
    .map((arg) =>
      arg === '' || RESERVED.test(arg) ? `"${arg.replace(QUOTED_ESCAPE, '\\$&')}"` : arg,
    )
    .join(' ')
  return stringValue(line)
}

/** A desktop entry string value: backslash, and the controls a line cannot hold, escaped. */
const stringValue = (text: string): string =>
  text
    .replaceAll('\\', '\\\\')
    .replaceAll('\n', '\\n')
    .replaceAll('\t', '\\t')
    .replaceAll('\r', '\\r')
