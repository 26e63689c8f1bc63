import { useId } from 'react'
import {
  CATALOG_REFRESH_MINUTES,
  type CatalogSourceView,
  type CatalogTrust,
} from '../../../shared/model/catalog'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { issueOf as issueIn } from '../lib/sectionForm'
import { locationText } from '../lib/catalogText'
import { useCatalog, type CatalogSourceInput } from '../store/catalog'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'

interface Values {
  name: string
  location: string
  trust: CatalogTrust['kind']
  sha256: string
  publicKey: string
  refreshMinutes: string
}

const valuesOf = (source: CatalogSourceView | null): Values => ({
  name: source?.name ?? '',
  location: source === null ? '' : locationText(source),
  trust: source?.trust.kind ?? 'none',
  sha256: source?.trust.kind === 'pin' ? source.trust.sha256 : '',
  publicKey: source?.trust.kind === 'signature' ? source.trust.publicKey : '',
  refreshMinutes: String(source?.refreshMinutes ?? CATALOG_REFRESH_MINUTES.default),
})

/** What the form sends: main checks every field and says what is wrong with each. */
const inputOf = (v: Values): CatalogSourceInput => ({
  name: v.name,
  location: v.location,
  trust:
    v.trust === 'pin'
      ? { kind: 'pin', sha256: v.sha256 }
      : v.trust === 'signature'
        ? { kind: 'signature', publicKey: v.publicKey }
        : { kind: 'none' },
  refreshMinutes: v.refreshMinutes.trim() === '' ? Number.NaN : Number(v.refreshMinutes),
})

const trustChoices: readonly CatalogTrust['kind'][] = ['none', 'pin', 'signature']

interface Props {
  /** null: a new source. */
  source: CatalogSourceView | null
  /** After a save of an existing source (the list closes its form). */
  onDone?: () => void
}

/**
 * Adds or edits a team catalog source: name, location, trust, refresh
 * interval. Saved with its own button, as every Settings section is.
 */
export function CatalogSourceForm({ source, onDone }: Props) {
  const uid = useId()
  const form = useSectionForm<Values>(() => valuesOf(source))
  const save = useCatalog((s) => s.save)
  const t = useT('catalog')
  const { values } = form
  useUnsavedChanges(() =>
    form.changed
      ? source
        ? t('form.unsavedSource', { name: source.name })
        : t('form.unsavedNew')
      : null,
  )
  const issueOf = (path: string): string | undefined => issueIn(form.error, path)
  const trustIssue = issueOf('trust')
  const onSave = (): void =>
    void form.save(async () => {
      const refused = await save(source?.id ?? null, inputOf(values))
      if (refused === null) {
        if (source === null) form.show(valuesOf(null))
        else onDone?.()
      }
      return refused
    })
  const id = (field: string) => `${uid}-${field}`
  const text = (field: 'name' | 'location' | 'refreshMinutes', label: string, hint?: string) => (
    <Field id={id(field)} label={label} error={issueOf(field)} hint={hint}>
      {(props) => (
        <input
          {...props}
          type={field === 'refreshMinutes' ? 'number' : 'text'}
          {...(field === 'refreshMinutes'
            ? { min: CATALOG_REFRESH_MINUTES.min, max: CATALOG_REFRESH_MINUTES.max }
            : { spellCheck: false, autoComplete: 'off' })}
          value={values[field]}
          onChange={(e) => form.set(field, e.target.value)}
        />
      )}
    </Field>
  )
  const fieldErrors = form.error?.code === 'invalid-input' && form.error.issues.length > 0
  return (
    <div
      className="catalog-source-form"
      role="group"
      aria-label={source ? t('source.editOf', { name: source.name }) : t('form.add')}
    >
      {source === null && <h3>{t('form.add')}</h3>}
      <div className="form-grid">
        {text('name', t('form.name'), t('form.nameHint'))}
        {text('location', t('form.location'), t('form.locationHint'))}
        <fieldset className="field field-wide catalog-trust">
          <legend>{t('form.check')}</legend>
          {trustChoices.map((kind) => (
            <label key={kind} className="check-row">
              <input
                type="radio"
                name={id('trust')}
                value={kind}
                checked={values.trust === kind}
                onChange={() => form.set('trust', kind)}
              />
              {t(`form.trust.${kind}`)}
            </label>
          ))}
          {values.trust === 'pin' && (
            <Field id={id('sha256')} label={t('form.sha256')} error={trustIssue}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  spellCheck={false}
                  autoComplete="off"
                  value={values.sha256}
                  onChange={(e) => form.set('sha256', e.target.value)}
                />
              )}
            </Field>
          )}
          {values.trust === 'signature' && (
            <Field id={id('publicKey')} label={t('form.publicKey')} error={trustIssue}>
              {(props) => (
                <textarea
                  {...props}
                  rows={3}
                  spellCheck={false}
                  value={values.publicKey}
                  onChange={(e) => form.set('publicKey', e.target.value)}
                />
              )}
            </Field>
          )}
        </fieldset>
        {text(
          'refreshMinutes',
          t('form.refresh'),
          t('form.refreshHint', {
            min: CATALOG_REFRESH_MINUTES.min,
            max: CATALOG_REFRESH_MINUTES.max,
          }),
        )}
      </div>
      {form.error && !fieldErrors && <ErrorPanel error={form.error} />}
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={onSave}
        label={source ? t('form.save') : t('form.addButton')}
        savedNote={source ? t('form.saved') : t('form.added')}
      />
    </div>
  )
}
