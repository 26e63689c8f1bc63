import { useProfiles, useSelectedProfile } from '../store/profiles'
import { EmptyState } from './EmptyState'
import { ErrorPanel } from './ErrorPanel'
import { ProfileDetail } from './ProfileDetail'
import { ProfileForm } from './ProfileForm'
import { SettingsForm } from './SettingsForm'

/** Whatever the right-hand side shows: a form, the selected profile, or a hint. */
export function MainPane() {
  const status = useProfiles((s) => s.status)
  const loadError = useProfiles((s) => s.loadError)
  const count = useProfiles((s) => s.profiles.length)
  const view = useProfiles((s) => s.view)
  const reload = useProfiles((s) => s.reload)
  const startCreate = useProfiles((s) => s.startCreate)
  const closeForm = useProfiles((s) => s.closeForm)
  const saved = useProfiles((s) => s.saved)
  const open = useProfiles((s) => s.open)
  const selected = useSelectedProfile()

  if (view === 'settings') return <SettingsForm onDone={closeForm} />
  const openExisting = (id: string): void => {
    open(id)
    // Another window may have made it: make sure the list has it.
    void reload()
  }
  if (view === 'create') {
    return (
      <ProfileForm key="new" onSaved={saved} onCancel={closeForm} onOpenExisting={openExisting} />
    )
  }
  if (view === 'edit' && selected) {
    return (
      <ProfileForm
        key={selected.id}
        profile={selected}
        onSaved={saved}
        onCancel={closeForm}
        onOpenExisting={openExisting}
      />
    )
  }
  if (status === 'loading') return <p className="placeholder">Loading profiles…</p>
  if (status === 'failed' && loadError) {
    return (
      <div className="placeholder-block">
        <ErrorPanel error={loadError} />
        <button type="button" className="btn" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    )
  }
  if (count === 0) return <EmptyState onCreate={startCreate} />
  if (selected) {
    return <ProfileDetail key={selected.id} profile={selected} />
  }
  return <p className="placeholder">Select a profile in the list.</p>
}
