import { useProfiles } from '../store/profiles'

/** Version and runtime, quietly at the bottom of the sidebar, and the way to Settings. */
export function AppFooter() {
  const info = useProfiles((s) => s.appInfo)
  const openSettings = useProfiles((s) => s.openSettings)
  return (
    <footer className="app-footer">
      <span className="app-version">
        {info !== null && `Token Desk ${info.version}`}
        {info?.runtime === 'harness' && ' · browser harness'}
      </span>
      <button type="button" className="btn btn-ghost btn-small" onClick={openSettings}>
        Settings
      </button>
    </footer>
  )
}
