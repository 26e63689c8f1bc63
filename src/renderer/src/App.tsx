import { useEffect } from 'react'
import { AppFooter } from './components/AppFooter'
import { MainPane } from './components/MainPane'
import { ProfileList } from './components/ProfileList'
import { ProtectionBanner } from './components/ProtectionBanner'
import { startClock } from './store/clock'
import { useProfiles } from './store/profiles'

export function App() {
  const init = useProfiles((s) => s.init)
  const emptyReady = useProfiles((s) => s.status === 'ready' && s.profiles.length === 0)

  useEffect(() => startClock(), [])
  useEffect(() => {
    void init()
  }, [init])

  return (
    <div className="app">
      <ProtectionBanner />
      <div className="layout">
        <aside className="sidebar">
          <ProfileList showNew={!emptyReady} />
          <AppFooter />
        </aside>
        <main className="pane">
          <MainPane />
        </main>
      </div>
    </div>
  )
}
