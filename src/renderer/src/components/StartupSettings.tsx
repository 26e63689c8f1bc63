import { useEffect, useId } from 'react'
import { useLoginItemState } from '../hooks/useLoginItemState'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { useSettings } from '../store/settings'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { SectionSave } from './SectionSave'

interface Values {
  openAtLogin: boolean
  keepFavouritesFresh: boolean
}

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
  const openAtLogin = useSettings((s) => s.settings.openAtLogin)
  const keepFavouritesFresh = useSettings((s) => s.settings.keepFavouritesFresh)
  const save = useSettings((s) => s.save)
  const form = useSectionForm<Values>(() => ({ openAtLogin, keepFavouritesFresh }))
  const held = useLoginItemState(openAtLogin)
  useUnsavedChanges(() => (form.changed ? t('unsaved.startup') : null))
  // Saved here or in another window: shown, unless the user is changing them.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ openAtLogin, keepFavouritesFresh })
  }, [openAtLogin, keepFavouritesFresh, changed, show])
  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save(form.values)
      return result.ok ? null : result.error
    })
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
