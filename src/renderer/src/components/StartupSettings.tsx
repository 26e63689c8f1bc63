import { useId } from 'react'
import { useLoginItemState } from '../hooks/useLoginItemState'
import { useSettingsForm } from '../hooks/useSettingsForm'
import { useT } from '../i18n'
import { useSettings } from '../store/settings'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { SectionSave } from './SectionSave'

/**
 * Settings › Start-up: ready when scripts are. Open at login starts the app
 * with the session, hidden in the tray; keeping favourites fresh renews
 * their tokens that are due, at start and after sleep. Where the OS holds
 * the login item back (macOS awaiting approval, Windows' Startup apps), it
 * says so under the box: the setting alone would read as on.
 */
export function StartupSettings() {
  const t = useT('settings')
  const headingId = useId()
  const { form, submit } = useSettingsForm(
    ['openAtLogin', 'keepFavouritesFresh'],
    t('unsaved.startup'),
  )
  // What the OS makes of the login item as saved, not as ticked.
  const openAtLogin = useSettings((s) => s.settings.openAtLogin)
  const held = useLoginItemState(openAtLogin)
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('startup.heading')}</h2>
      <CheckboxField
        id={`${headingId}-login`}
        label={t('startup.loginLabel')}
        hint={t('startup.loginHint')}
        checked={form.values.openAtLogin}
        onChange={(checked) => form.set('openAtLogin', checked)}
      />
      {/* The live region stays in the page; what it says comes and goes (announced). */}
      <div role="status">
        {openAtLogin && held !== 'as-set' && (
          <p className="field-warning">{t(`startup.held.${held}`)}</p>
        )}
      </div>
      <CheckboxField
        id={`${headingId}-fresh`}
        label={t('startup.freshLabel')}
        hint={t('startup.freshHint')}
        checked={form.values.keepFavouritesFresh}
        onChange={(checked) => form.set('keepFavouritesFresh', checked)}
      />
      {form.error && <ErrorPanel error={form.error} />}
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('startup.save')}
        savedNote={t('save.saved')}
      />
    </section>
  )
}
