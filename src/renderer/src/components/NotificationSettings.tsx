import { useEffect, useId } from 'react'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { useSettings } from '../store/settings'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { SectionSave } from './SectionSave'

/** Settings › Notifications: the one switch for expiry notifications. */
export function NotificationSettings() {
  const t = useT('settings')
  const headingId = useId()
  const on = useSettings((s) => s.settings.expiryNotifications)
  const save = useSettings((s) => s.save)
  const form = useSectionForm<{ on: boolean }>(() => ({ on }))
  useUnsavedChanges(() => (form.changed ? t('unsaved.notifications') : null))
  // Saved here or in another window: shown, unless the user is changing it.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ on })
  }, [on, changed, show])
  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save({ expiryNotifications: form.values.on })
      return result.ok ? null : result.error
    })
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notifications.heading')}</h2>
      <CheckboxField
        id={`${headingId}-on`}
        label={t('notifications.label')}
        checked={form.values.on}
        onChange={(checked) => form.set('on', checked)}
      />
      {form.error && <ErrorPanel error={form.error} />}
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('notifications.save')}
        savedNote={t('save.saved')}
      />
    </section>
  )
}
