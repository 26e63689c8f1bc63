import { useEffect } from 'react'
import { AppFooter } from './components/AppFooter'
import { MainPane } from './components/MainPane'
import { ProfileList } from './components/ProfileList'
import { ProtectionBanner } from './components/ProtectionBanner'
import { RenewAllResults } from './components/RenewAllResults'
import { StartupNotices } from './components/StartupNotices'
import { StatusMessage } from './components/StatusMessage'
import { startClock } from './store/clock'
import { startEvents } from './store/events'
import { useProfiles } from './store/profiles'
import { useSettings } from './store/settings'

export function App() {
  const init = useProfiles((s) => s.init)
  const loadSettings = useSettings((s) => s.load)
  const emptyReady = useProfiles((s) => s.status === 'ready' && s.profiles.length === 0)

  useEffect(() => startClock(), [])
  // Subscribed before the first load, so no change made meanwhile is missed.
  useEffect(() => startEvents(), [])
  useEffect(() => {
    void loadSettings()
    void init()
  }, [init, loadSettings])

  return (
    <div className="app">
      <ProtectionBanner />
      <StartupNotices />
      <div className="layout">
        <aside className="sidebar">
          <ProfileList showNew={!emptyReady} />
          <AppFooter showImport={!emptyReady} />
        </aside>
        <main className="pane">
          <RenewAllResults />
          <MainPane />
          <StatusMessage />
        </main>
      </div>
    </div>
  )
}
