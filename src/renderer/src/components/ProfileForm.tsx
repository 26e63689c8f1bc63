import { useEffect, useId, type KeyboardEvent } from 'react'
import type { ProfileView } from '../../../shared/model/profile'
import { catalogSharedFields } from '../../../shared/model/catalog'
import { useT } from '../i18n'
import { useCatalog } from '../store/catalog'
import { leaving } from '../store/leaveGuard'
import { useProfileForm } from '../hooks/useProfileForm'
import {
  fieldLabel,
  profileFields,
  textOf,
  type FieldContext,
  type FieldSpec,
  type SetValue,
} from '../lib/profileFields'
import { parseTags, quoted, type FieldName } from '../lib/profileForm'
import { CheckboxField } from './CheckboxField'
import { ColourDot } from './ColourDot'
import { FormActions } from './FormActions'
import { DuplicateNotice } from './DuplicateNotice'
import { ErrorPanel } from './ErrorPanel'
import { Field, type ControlProps } from './Field'
import { PasswordCommandSection } from './PasswordCommandSection'
import { ProfileNetworkSection } from './ProfileNetworkSection'
import { TagChips } from './TagChips'

interface Props {
  /** The profile to edit; absent for a new one. */
  profile?: ProfileView | undefined
  onSaved: (profile: ProfileView) => void
  onCancel: () => void
  /** Leaves the form for the profile a save would have duplicated. */
  onOpenExisting: (profileId: string) => void
  /** Opens on this field, its text selected to be typed over, instead of the first. */
  focusOn?: FieldName | null
}

/**
 * Create or edit a profile: the field list (lib/profileFields) rendered over
 * the form's state and submit (useProfileForm).
 */
export function ProfileForm({ profile, onSaved, onCancel, onOpenExisting, focusOn = null }: Props) {
  const editing = profile !== undefined
  const uid = useId()
  const idOf = (field: FieldName): string => `${uid}-${field}`
  const form = useProfileForm({
    profile: profile ?? null,
    onSaved,
    onOpenExisting,
    focusField: (field) => document.getElementById(idOf(field))?.focus(),
  })
  const { context, duplicate, submitting } = form
  useEffect(() => {
    if (focusOn === null) return
    const control = document.getElementById(idOf(focusOn))
    control?.focus()
    if (control instanceof HTMLInputElement) control.select()
    // On opening only: the field the form was asked for, not again on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const origin = profile?.origin ?? null
  const detach = useCatalog((s) => s.detach)
  const t = useT('profileForm')
  /** A shared field of a catalog profile: the catalog's (main refuses a change too). */
  const lockedBy = (field: string): string | null =>
    origin !== null && (catalogSharedFields as readonly string[]).includes(field)
      ? origin.sourceName
      : null

  // Escape is no choice as Cancel is (a stray one must not wipe a filled-in form): with
  // changes not saved it asks first, as Settings' Escape does.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key === 'Escape' && !submitting) {
      event.preventDefault()
      leaving(onCancel)
    }
  }

  const fields = (specs: readonly FieldSpec[]) =>
    specs
      .filter((spec) => spec.shownWhen?.(context.values) ?? true)
      .map((spec) => (
        <ProfileField
          key={spec.field}
          id={idOf(spec.field)}
          spec={spec}
          context={context}
          error={form.errorOf(spec.field)}
          set={form.set}
          setPassword={form.setPassword}
          lockedBy={lockedBy(spec.field)}
          catalogTags={spec.field === 'tags' && origin !== null ? origin.tags : []}
        />
      ))

  return (
    <form
      aria-label={t('form.label')}
      className="profile-form"
      noValidate
      onSubmit={(e) => void form.submit(e)}
      onKeyDown={onKeyDown}
    >
      <header className="form-head">
        <h1>{editing ? t('form.editTitle') : t('form.newTitle')}</h1>
        {editing && <p className="muted">{profile.name}</p>}
      </header>

      {origin !== null && profile !== undefined && (
        <div className="catalog-origin-note" role="note">
          <p>
            {t(origin.retiredAt !== null ? 'origin.retired' : 'origin.from', {
              source: origin.sourceName,
            })}
          </p>
          <button
            type="button"
            className="btn btn-small"
            disabled={submitting}
            onClick={() => void detach([profile.id])}
          >
            {t('origin.detach', { source: origin.sourceName })}
          </button>
        </div>
      )}

      {form.submitError && <ErrorPanel error={form.submitError} />}
      {duplicate && (
        <DuplicateNotice
          error={duplicate}
          saving={submitting}
          carriesPassword={form.duplicateCarriesPassword}
          onOpenExisting={() => form.openExisting(duplicate.existingProfileId)}
          onSaveAnyway={editing ? undefined : () => void form.saveAnyway()}
        />
      )}

      <div className="form-grid">{fields(profileFields.login)}</div>

      <fieldset className="form-grid form-section">
        <legend>{t('form.organise')}</legend>
        {fields(profileFields.organise)}
      </fieldset>

      <FormActions submitLabel={t('form.save')} submitting={submitting} onCancel={onCancel} />

      {editing ? (
        <>
          <PasswordCommandSection profile={profile} />
          <ProfileNetworkSection profileId={profile.id} />
        </>
      ) : (
        <p className="muted small">{t('form.laterSections')}</p>
      )}
    </form>
  )
}

interface FieldProps {
  id: string
  spec: FieldSpec
  context: FieldContext
  error: string | undefined
  set: SetValue
  setPassword: (value: string) => void
  /** The team catalog whose field this is (read-only), or null. */
  lockedBy: string | null
  /** The tags the catalog gave (they stay); empty for a personal profile. */
  catalogTags: readonly string[]
}

/** One entry of the field list as its control, label and messages. */
function ProfileField({
  id,
  spec,
  context,
  error,
  set,
  setPassword,
  lockedBy,
  catalogTags,
}: FieldProps) {
  const { values } = context
  const t = useT('profileForm')
  const ownHint = spec.hint === undefined ? undefined : textOf(spec.hint, context)
  const hint =
    lockedBy !== null
      ? t('origin.locked', { source: lockedBy })
      : catalogTags.length > 0
        ? `${t('origin.catalogTags', { count: catalogTags.length, tags: catalogTags.map(quoted).join(', ') })} ${ownHint ?? ''}`.trim()
        : ownHint
  const label = fieldLabel(spec.field)
  const locked = lockedBy !== null
  const warning = spec.warning === undefined ? null : textOf(spec.warning, context)

  if (spec.control === 'checkbox') {
    return (
      <CheckboxField
        id={id}
        label={label}
        checked={values[spec.field]}
        onChange={(checked) => set(spec.field, checked)}
        error={error}
        warning={typeof warning === 'string' ? warning : null}
        hint={hint}
      />
    )
  }

  const control = (props: ControlProps) => {
    switch (spec.control) {
      case 'text':
        return (
          <input
            {...props}
            type="text"
            autoComplete="off"
            autoFocus={spec.autoFocus && !locked}
            readOnly={locked}
            {...(spec.verbatim ? { spellCheck: false, autoCapitalize: 'off' } : {})}
            value={values[spec.field]}
            onChange={(e) => set(spec.field, e.target.value)}
          />
        )
      case 'url':
        return (
          <input
            {...props}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={spec.placeholder()}
            readOnly={locked}
            value={values[spec.field]}
            onChange={(e) => set(spec.field, e.target.value)}
          />
        )
      case 'password':
        return (
          <input
            {...props}
            type="password"
            autoComplete="off"
            value={context.password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )
      case 'select': {
        const select = (
          <select
            {...props}
            disabled={locked}
            value={values[spec.field]}
            onChange={(e) => spec.choose(e.target.value, set)}
          >
            {spec.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label()}
              </option>
            ))}
          </select>
        )
        return spec.swatch ? (
          <div className="colour-pick">
            <ColourDot colour={values.colour} size="swatch" />
            {select}
          </div>
        ) : (
          select
        )
      }
      case 'textarea':
        return (
          <textarea
            {...props}
            rows={spec.rows}
            value={values[spec.field]}
            onChange={(e) => set(spec.field, e.target.value)}
          />
        )
    }
  }

  const tags = spec.control === 'text' && spec.chips ? parseTags(values[spec.field]) : []
  return (
    <Field
      id={id}
      label={label}
      wide={spec.wide}
      error={error}
      warning={warning}
      hint={hint}
      after={
        tags.length > 0 && (
          <div aria-hidden="true">
            <TagChips tags={tags} />
          </div>
        )
      }
    >
      {control}
    </Field>
  )
}
