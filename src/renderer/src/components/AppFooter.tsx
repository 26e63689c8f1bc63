import { useProfiles } from '../store/profiles'

/** Version and runtime, quietly at the bottom of the sidebar. */
export function AppFooter() {
  const info = useProfiles((s) => s.appInfo)
  if (info === null) return null
  return (
    <footer className="app-footer">
      Token Desk {info.version}
      {info.runtime === 'harness' && ' · browser harness'}
    </footer>
  )
}
