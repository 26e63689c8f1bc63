import { execFileSync } from 'node:child_process'

/** Whether this machine can start a private D-Bus (`dbus-daemon`), which the Linux lock tests need. */
export const hasDbusDaemon = (() => {
  try {
    execFileSync('dbus-daemon', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    console.warn(
      'dbus-daemon is not installed here: the tests that need a private D-Bus are skipped.',
    )
    return false
  }
})()
