import { useEffect, useRef } from 'react'
import { AppFooter } from './components/AppFooter'
import { CatalogNotices } from './components/CatalogNotices'
import { CatalogReview } from './components/CatalogReview'
import { ErrorBoundary } from './components/ErrorBoundary'
import { LockScreen } from './components/LockScreen'
import { LoginPasswords } from './components/LoginPasswords'
import { MainPane } from './components/MainPane'
import { OutageBanner } from './components/OutageBanner'
import { ProfileList } from './components/ProfileList'
import { ProtectionBanner } from './components/ProtectionBanner'
import { QuickSwitcherOnShortcut } from './components/QuickSwitcher'
import { LeaveQuestion } from './components/LeaveQuestion'
import { RenewAllResults } from './components/RenewAllResults'
import { ResizableSidebar } from './components/ResizableSidebar'
import { StartupNotices } from './components/StartupNotices'
import { StatusMessage } from './components/StatusMessage'
import { startClock } from './store/clock'
import { useLock } from './store/lock'
import { useNavigation } from './store/navigation'
import { useProfileList } from './store/profileList'

/**
 * The panels as a bug report names them (ErrorBoundary's `panel`): copied
 * details go to developers, in English as main writes the rest of them.
 */
const PANELS = { list: 'Profile list', pane: 'Main pane' } as const

export function App() {
  const locked = useLock((s) => s.lock.locked)
  const emptyReady = useProfileList((s) => s.status === 'ready' && s.profiles.length === 0)
  // Opening another profile or view starts a failed main pane over.
  const paneKey = useNavigation((s) => `${s.view}:${s.selectedId ?? ''}`)

  useEffect(() => startClock(), [])
  // Back from a lock: what main refused meanwhile is loaded again.
  const wasLocked = useRef(locked)
  useEffect(() => {
    if (wasLocked.current && !locked) void useProfileList.getState().reload()
    wasLocked.current = locked
  }, [locked])

  return (
    <div className="app">
      <LockScreen />
      <ProtectionBanner />
      <StartupNotices />
      {!locked && <CatalogNotices />}
      {/* Kept mounted (forms keep what was typed) but out of sight and reach while locked. */}
      <div className="layout" hidden={locked}>
        <ResizableSidebar>
          <ErrorBoundary panel={PANELS.list} scope="panel">
            <ProfileList showNew={!emptyReady} />
          </ErrorBoundary>
          <AppFooter showImport={!emptyReady} />
        </ResizableSidebar>
        <main className="pane">
          <OutageBanner />
          <RenewAllResults />
          <LoginPasswords />
          <ErrorBoundary panel={PANELS.pane} scope="panel" resetKey={paneKey}>
            <MainPane />
          </ErrorBoundary>
          <StatusMessage />
        </main>
      </div>
      <QuickSwitcherOnShortcut locked={locked} />
      {!locked && <LeaveQuestion />}
      {!locked && <CatalogReview />}
    </div>
  )
}
