import { useEffect, useId } from 'react'
import { csvSeparators, type CsvSeparator } from '../../../shared/text/csv'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { useSettings } from '../store/settings'
import { ErrorPanel } from './ErrorPanel'
import { SectionSave } from './SectionSave'

const choiceKeys = { ',': 'comma', ';': 'semicolon' } as const satisfies Record<
  CsvSeparator,
  string
>

/**
 * Settings › Spreadsheet files: the separator of every CSV the app writes.
 * Excel splits on the system's list separator, ";" where "," is the decimal
 * mark, and shows a comma file there as one column. Import reads either.
 */
export function SpreadsheetSettings() {
  const t = useT('settings')
  const headingId = useId()
  const separator = useSettings((s) => s.settings.csvSeparator)
  const save = useSettings((s) => s.save)
  const form = useSectionForm<{ separator: CsvSeparator }>(() => ({ separator }))
  useUnsavedChanges(() => (form.changed ? t('unsaved.spreadsheets') : null))
  // Saved here or in another window: shown, unless the user is changing it.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ separator })
  }, [separator, changed, show])
  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save({ csvSeparator: form.values.separator })
      return result.ok ? null : result.error
    })
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('spreadsheets.heading')}</h2>
      <fieldset className="theme-choice" aria-describedby={`${headingId}-note`}>
        <legend>{t('spreadsheets.legend')}</legend>
        {csvSeparators.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${headingId}-separator`}
              value={option}
              checked={form.values.separator === option}
              onChange={() => form.set('separator', option)}
            />
            {t(`spreadsheets.${choiceKeys[option]}`)}
          </label>
        ))}
      </fieldset>
      <p className="muted small" id={`${headingId}-note`}>
        {t('spreadsheets.note')}
      </p>
      {form.error && <ErrorPanel error={form.error} />}
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('spreadsheets.save')}
        savedNote={t('save.saved')}
      />
    </section>
  )
}
