import { useId } from 'react'
import { csvSeparators, type CsvSeparator } from '../../../shared/text/csv'
import { useSettingsForm } from '../hooks/useSettingsForm'
import { useT } from '../i18n'
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
  const { form, submit } = useSettingsForm(['csvSeparator'], t('unsaved.spreadsheets'))
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
              checked={form.values.csvSeparator === option}
              onChange={() => form.set('csvSeparator', option)}
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
