import { useId } from 'react'
import { useSettingsForm } from '../hooks/useSettingsForm'
import { useT } from '../i18n'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { SectionSave } from './SectionSave'

/** Settings › Notifications: the one switch for expiry notifications. */
export function NotificationSettings() {
  const t = useT('settings')
  const headingId = useId()
  const { form, submit } = useSettingsForm(['expiryNotifications'], t('unsaved.notifications'))
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notifications.heading')}</h2>
      <CheckboxField
        id={`${headingId}-on`}
        label={t('notifications.label')}
        checked={form.values.expiryNotifications}
        onChange={(checked) => form.set('expiryNotifications', checked)}
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
