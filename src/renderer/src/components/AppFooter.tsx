import { useRef, useState } from 'react'
import { useLock } from '../store/lock'
import { useAppInfo } from '../store/appInfo'
import { useNavigation } from '../store/navigation'
import { useProfileList } from '../store/profileList'
import { useCommandRequests } from '../store/commandRequests'
import { useAsked } from '../hooks/useAsked'
import { useT } from '../i18n'
import { ExportMenu } from './ExportMenu'
import { ImportDialog } from './ImportDialog'

interface Props {
  /** Hidden while the empty state offers its own Import button. */
  showImport: boolean
}

/** Version and runtime, quietly at the bottom of the sidebar, and the way to Import, Export and Settings. */
export function AppFooter({ showImport }: Props) {
  const info = useAppInfo((s) => s.info)
  const count = useProfileList((s) => s.profiles.length)
  const openSettings = useNavigation((s) => s.openSettings)
  const lockNow = useLock((s) => s.lockNow)
  const [importing, setImporting] = useState(false)
  const importRef = useRef<HTMLButtonElement>(null)
  const t = useT('sidebar')
  // File › Import… in the application menu.
  useAsked(
    useCommandRequests((s) => s.importAsked),
    () => setImporting(true),
  )

  const closeImport = (): void => {
    setImporting(false)
    requestAnimationFrame(() => importRef.current?.focus())
  }

  return (
    <footer className="app-footer">
      <div className="footer-actions">
        {showImport && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            ref={importRef}
            onClick={() => setImporting(true)}
          >
            {t('footer.import')}
          </button>
        )}
        <ExportMenu disabled={count === 0} />
        <button type="button" className="btn btn-ghost btn-small" onClick={openSettings}>
          {t('footer.settings')}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void lockNow()}>
          {t('footer.lock')}
        </button>
      </div>
      <span className="app-version">
        {info !== null && t('footer.version', { version: info.version })}
        {info?.runtime === 'harness' && ` · ${t('footer.harness')}`}
      </span>
      {importing && <ImportDialog onClose={closeImport} />}
    </footer>
  )
}
