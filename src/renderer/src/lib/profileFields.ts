import { authMethods, headerStyles, portalKinds } from '../../../shared/model/portal'
import { profileColours, type ProfileView } from '../../../shared/model/profile'
import { t } from '../i18n'
import {
  baseUrlWarnings,
  hostMoveNote,
  usernameWarningText,
  type FieldName,
  type FormValues,
} from './profileForm'

/**
 * The profile form described by data: each field's control, hint and
 * warnings, in the order shown (its label is `fieldLabel`); every text is
 * read when shown, in the window's language. ProfileForm renders the list;
 * the values, the password and the submit live in useProfileForm.
 */

/** What a field's hint, warning or visibility may depend on. */
export interface FieldContext {
  values: FormValues
  /** The profile being edited; null for a new one. */
  profile: ProfileView | null
  /** What is typed in the password field now. */
  password: string
  /**
   * What the form says besides a host move: under the password, cleared on
   * send and who shares the login; under the username, other accounts it serves.
   */
  notes: {
    passwordCleared: string | null
    sharedLogin: string | null
    loginAccounts: string | null
  }
}

type Note = string | readonly string[] | null | undefined
type Text<T extends Note> = T | ((context: FieldContext) => T)

/** A setter for one form value, typed by its key. */
export type SetValue = <K extends keyof FormValues>(key: K, value: FormValues[K]) => void

interface Common {
  hint?: Text<string | undefined>
  warning?: Text<string | readonly string[] | null>
  /** Spans the form's two columns. */
  wide?: boolean
  /** Shown only when this says so (the SMS method, only for the SMS API host). */
  shownWhen?: (values: FormValues) => boolean
}

type TextField = 'name' | 'accountId' | 'accountName' | 'username' | 'tags'
type ChoiceField = 'portal' | 'headerStyle' | 'smsMethod' | 'colour'

export type FieldSpec = Common &
  (
    | {
        control: 'text'
        field: TextField
        /** Typed exactly as the service has it: no spelling marks, no capital added. */
        verbatim?: boolean
        autoFocus?: boolean
        /** The tags as chips under the field. */
        chips?: boolean
      }
    | { control: 'url'; field: 'baseUrl' | 'apiHostUrl'; placeholder: () => string }
    | { control: 'password'; field: 'password' }
    | {
        control: 'select'
        field: ChoiceField
        options: readonly { value: string; label: () => string }[]
        /** Sets the value when `raw` is one of the options (so the value stays typed). */
        choose: (raw: string, set: SetValue) => void
        /** The chosen colour as a swatch beside the select. */
        swatch?: boolean
      }
    | { control: 'checkbox'; field: 'autoRenew' | 'favourite' }
    | { control: 'textarea'; field: 'notes'; rows: number }
  )

/** A select over a fixed list of values. */
function choice<F extends ChoiceField>(
  field: F,
  values: readonly FormValues[F][],
  label: (value: FormValues[F]) => string,
) {
  return {
    control: 'select' as const,
    field,
    options: values.map((value) => ({ value, label: () => label(value) })),
    choose: (raw: string, set: SetValue): void => {
      const chosen = values.find((value) => value === raw)
      if (chosen !== undefined) set(field, chosen)
    },
  }
}

/** A field's label, in the window's language. */
export const fieldLabel = (field: FieldName): string => t(`profileForm:field.${field}.label`)

const passwordHint = ({ profile }: FieldContext): string => {
  const kept =
    profile === null
      ? t('profileForm:field.password.hintNew')
      : profile.password === 'stored'
        ? t('profileForm:field.password.hintStored')
        : profile.password === 'session'
          ? t('profileForm:field.password.hintSession')
          : t('profileForm:field.password.hintNone')
  return `${kept} ${t('profileForm:field.password.keptAfter401')}`
}

/** No password typed and none kept: auto-renew would have nothing to log in with. */
const autoRenewWarning = ({ values, profile, password }: FieldContext): string | null =>
  values.autoRenew && password === '' && (profile === null || profile.password === 'none')
    ? t('profileForm:field.autoRenew.noPassword')
    : null

/** The login fields, then "Organise". */
export const profileFields: { login: readonly FieldSpec[]; organise: readonly FieldSpec[] } = {
  login: [
    {
      control: 'text',
      field: 'name',
      autoFocus: true,
      hint: () => t('profileForm:field.name.hint'),
    },
    {
      control: 'text',
      field: 'accountId',
      verbatim: true,
      hint: () => t('profileForm:field.accountId.hint'),
    },
    {
      control: 'text',
      field: 'accountName',
      hint: () => t('profileForm:field.accountName.hint'),
    },
    {
      ...choice('portal', portalKinds, (kind) => t(`labels:portal.${kind}`)),
      hint: () => t('profileForm:field.portal.hint'),
    },
    {
      control: 'url',
      field: 'baseUrl',
      placeholder: () => 'https://',
      wide: true,
      warning: ({ values }) => baseUrlWarnings(values.baseUrl),
      hint: () => t('profileForm:field.baseUrl.hint'),
    },
    {
      control: 'url',
      field: 'apiHostUrl',
      placeholder: () => t('profileForm:field.apiHostUrl.placeholder'),
      wide: true,
      warning: ({ values }) =>
        values.apiHostUrl.trim() === '' ? [] : baseUrlWarnings(values.apiHostUrl),
      hint: () => t('profileForm:field.apiHostUrl.hint'),
    },
    {
      control: 'text',
      field: 'username',
      verbatim: true,
      warning: ({ values, notes }) => [
        usernameWarningText(values.username) ?? '',
        notes.loginAccounts ?? '',
      ],
      hint: ({ values }) =>
        usernameWarningText(values.username) === null
          ? t('profileForm:field.username.hint')
          : undefined,
    },
    {
      control: 'password',
      field: 'password',
      warning: ({ values, profile, password, notes }) => [
        notes.passwordCleared ?? '',
        (profile && hostMoveNote(profile, values, password !== '')) ?? '',
        notes.sharedLogin ?? '',
      ],
      hint: passwordHint,
    },
    {
      ...choice('headerStyle', headerStyles, (style) => t(`labels:headerStyle.${style}`)),
      hint: () => t('profileForm:field.headerStyle.hint'),
    },
    {
      ...choice('smsMethod', authMethods, (method) => method),
      shownWhen: (values) => values.portal === 'api-host',
      hint: () => t('profileForm:field.smsMethod.hint'),
    },
    {
      control: 'checkbox',
      field: 'autoRenew',
      warning: autoRenewWarning,
      hint: () => t('profileForm:field.autoRenew.hint'),
    },
  ],
  organise: [
    {
      control: 'text',
      field: 'tags',
      verbatim: true,
      chips: true,
      hint: () => t('profileForm:field.tags.hint'),
    },
    {
      ...choice('colour', profileColours, (colour) => t(`labels:colour.${colour}`)),
      swatch: true,
      hint: () => t('profileForm:field.colour.hint'),
    },
    {
      control: 'checkbox',
      field: 'favourite',
      hint: () => t('profileForm:field.favourite.hint'),
    },
    {
      control: 'textarea',
      field: 'notes',
      rows: 3,
      wide: true,
      hint: () => t('profileForm:field.notes.hint'),
    },
  ],
}

/** A hint or warning as it reads for these values. */
export const textOf = <T extends Note>(text: Text<T>, context: FieldContext): T =>
  typeof text === 'function' ? text(context) : text

/** Every field the list shows, in order (the first invalid one takes focus in this order). */
export const listedFields: readonly FieldName[] = [
  ...profileFields.login,
  ...profileFields.organise,
].map((spec) => spec.field)
