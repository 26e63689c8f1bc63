import type { KeyboardEvent } from 'react'
import { sayOf, useT } from '../i18n'
import { leaving } from '../store/leaveGuard'
import { useSettings } from '../store/settings'
import { AppearanceSettings } from './AppearanceSettings'
import { CatalogSettings } from './CatalogSettings'
import { CliAccessSettings } from './CliAccessSettings'
import { DiagnosticsSection } from './DiagnosticsSection'
import { ErrorPanel } from './ErrorPanel'
import { GeneralSettings } from './GeneralSettings'
import { KeyboardSettings } from './KeyboardSettings'
import { LanguageSettings } from './LanguageSettings'
import { NetworkSettings } from './NetworkSettings'
import { NotificationSettings } from './NotificationSettings'
import { PasswordSettings } from './PasswordSettings'
import { ShortcutSettings } from './ShortcutSettings'
import { SpreadsheetSettings } from './SpreadsheetSettings'
import { StartupSettings } from './StartupSettings'
import { UnlockSettings } from './UnlockSettings'
import { UpdateCheck } from './UpdateCheck'

interface Props {
  onDone: () => void
}

/**
 * App-wide preferences. One save model: each section keeps its changes
 * until its own Save (as Network always did), and leaving Settings with a
 * section not saved asks first (useUnsavedChanges, the leave guard).
 * Sections that only run something (unlock passphrase, updates,
 * diagnostics) have nothing to save.
 */
export function SettingsForm({ onDone }: Props) {
  const t = useT('settings')
  const loadError = useSettings((s) => s.loadError)
  const close = (): void => leaving(onDone)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    close()
  }

  return (
    <div className="profile-form settings-form" onKeyDown={onKeyDown}>
      <header className="form-head settings-head">
        <div>
          <h1>{t('form.title')}</h1>
          <p className="muted">{t('form.intro')}</p>
        </div>
        <button type="button" className="btn" onClick={close}>
          {t('form.close')}
        </button>
      </header>

      {loadError && (
        <ErrorPanel
          error={{
            ...loadError,
            message: t('form.loadFailed', { message: sayOf(loadError) }),
          }}
        />
      )}

      <GeneralSettings />
      <AppearanceSettings />
      <LanguageSettings />
      <SpreadsheetSettings />
      <NotificationSettings />
      <StartupSettings />
      <ShortcutSettings />
      <KeyboardSettings />
      <NetworkSettings />
      <CatalogSettings />
      <PasswordSettings />
      <UnlockSettings />
      <CliAccessSettings />
      <UpdateCheck />
      <DiagnosticsSection />
    </div>
  )
}
