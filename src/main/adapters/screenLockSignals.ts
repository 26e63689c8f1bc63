import { powerMonitor } from 'electron'
import type { ScreenLockSignals } from '../core/lock/screenLockSignals'

/**
 * The OS's screen lock for the core: Electron's powerMonitor emits
 * `lock-screen` on macOS and Windows only (docs/api/power-monitor.md), so on
 * Linux the desktop's own D-Bus signals say it (dbusScreenLock.ts, loaded
 * only there). powerMonitor is listened to everywhere: where it is silent it
 * costs nothing.
 */
export function screenLockSignals(): ScreenLockSignals {
  return {
    async watch(listener) {
      const locked = () => listener.lockEvent()
      powerMonitor.on('lock-screen', locked)
      const stopPowerMonitor = () => void powerMonitor.off('lock-screen', locked)
      if (process.platform !== 'linux') {
        return {
          status: { kind: 'watching', via: ['powerMonitor lock-screen'] },
          stop: stopPowerMonitor,
        }
      }
      const { dbusScreenLockSignals } = await import('./dbusScreenLock')
      const dbus = await dbusScreenLockSignals({
        ...(process.env['XDG_SESSION_ID'] ? { sessionId: process.env['XDG_SESSION_ID'] } : {}),
        pid: process.pid,
      }).watch(listener)
      return {
        status: dbus.status,
        stop: () => {
          stopPowerMonitor()
          dbus.stop()
        },
      }
    },
  }
}
