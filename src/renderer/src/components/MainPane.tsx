import type { AppError } from '../../../shared/ipc/errors'
import { useT } from '../i18n'
import { useNavigation } from '../store/navigation'
import { useProfileActions } from '../store/profileActions'
import { useProfileList, useSelectedProfile } from '../store/profileList'
import { Board } from './Board'
import { EmptyState } from './EmptyState'
import { ErrorPanel } from './ErrorPanel'
import { ProfileDetail } from './ProfileDetail'
import { ProfileForm } from './ProfileForm'
import { SettingsForm } from './SettingsForm'

/** Whatever the right-hand side shows: a form, the selected profile, or a hint. */
export function MainPane() {
  const status = useProfileList((s) => s.status)
  const loadError = useProfileList((s) => s.loadError)
  const count = useProfileList((s) => s.profiles.length)
  const view = useNavigation((s) => s.view)
  const reload = useProfileList((s) => s.reload)
  const startCreate = useNavigation((s) => s.startCreate)
  const closeForm = useNavigation((s) => s.closeForm)
  const saved = useProfileActions((s) => s.saved)
  const open = useNavigation((s) => s.open)
  const selected = useSelectedProfile()
  const selectedId = useNavigation((s) => s.selectedId)
  const creations = useNavigation((s) => s.creations)
  const editField = useNavigation((s) => s.editField)
  const detailError = useProfileList((s) => s.detailError)
  const reloadDetail = useProfileList((s) => s.reloadDetail)
  const t = useT('sidebar')

  if (view === 'settings') return <SettingsForm onDone={closeForm} />
  if (view === 'board' && status === 'ready' && count > 0) return <Board />
  const openExisting = (id: string): void => {
    open(id)
    // Another window may have made it: make sure the list has it.
    void reload()
  }
  if (view === 'create') {
    return (
      <ProfileForm
        key={`new-${creations}`}
        onSaved={saved}
        onCancel={closeForm}
        onOpenExisting={openExisting}
      />
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
        focusOn={editField}
      />
    )
  }
  if (status === 'loading') return <Placeholder>{t('pane.loading')}</Placeholder>
  if (status === 'failed' && loadError) return <Failed error={loadError} retry={reload} />
  if (count === 0) return <EmptyState onCreate={startCreate} />
  if (selected) {
    return <ProfileDetail key={selected.id} profile={selected} />
  }
  if (selectedId !== null && detailError !== null) {
    return <Failed error={detailError} retry={reloadDetail} />
  }
  // Selected, its detail on its way (one call, a few milliseconds): an empty pane, no flash of text.
  if (selectedId !== null) return <div className="placeholder" aria-busy="true" />
  return <Placeholder>{t('pane.select')}</Placeholder>
}

/**
 * A pane with nothing to show yet: the window still has a first-level
 * heading (axe's page-has-heading-one; screen readers jump to it), unseen.
 */
function Placeholder({ children }: { children: string }) {
  const t = useT('sidebar')
  return (
    <>
      <h1 className="sr-only">{t('appName')}</h1>
      <p className="placeholder">{children}</p>
    </>
  )
}

/** A load that failed: why, and Try again. */
function Failed({ error, retry }: { error: AppError; retry: () => Promise<void> }) {
  const t = useT('sidebar')
  return (
    <div className="placeholder-block">
      <h1 className="sr-only">{t('appName')}</h1>
      <ErrorPanel error={error} />
      <button type="button" className="btn" onClick={() => void retry()}>
        {t('pane.tryAgain')}
      </button>
    </div>
  )
}
