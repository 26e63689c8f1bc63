import { authMethods, headerStyles, portalKinds, portalLabels } from '../../../shared/model/portal'
import { profileColours, type ProfileView } from '../../../shared/model/profile'
import { usernameWarning } from '../../../shared/model/username'
import { colourLabels, headerStyleLabels } from './labels'
import { baseUrlWarnings, hostMoveNote, type FieldName, type FormValues } from './profileForm'

/**
 * The profile form described by data: each field's control, label, hint and
 * warnings, in the order shown. ProfileForm renders the list; the values,
 * the password and the submit live in useProfileForm.
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
  label: string
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
    | { control: 'url'; field: 'baseUrl' | 'apiHostUrl'; placeholder: string }
    | { control: 'password'; field: 'password' }
    | {
        control: 'select'
        field: ChoiceField
        options: readonly { value: string; label: string }[]
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
    options: values.map((value) => ({ value, label: label(value) })),
    choose: (raw: string, set: SetValue): void => {
      const chosen = values.find((value) => value === raw)
      if (chosen !== undefined) set(field, chosen)
    },
  }
}

const passwordHint = ({ profile }: FieldContext): string => {
  const kept =
    profile === null
      ? "Optional. Without it you'll be asked each time a token is needed."
      : profile.password === 'stored'
        ? 'Leave empty to keep the stored password.'
        : profile.password === 'session'
          ? 'Leave empty to keep the password until you quit.'
          : 'None is kept: enter one to keep it, or leave empty to be asked when a token is needed.'
  return `${kept} It stays kept if the service refuses it (401), as one typed in the password prompt does.`
}

/** No password typed and none kept: auto-renew would have nothing to log in with. */
const autoRenewWarning = ({ values, profile, password }: FieldContext): string | null =>
  values.autoRenew && password === '' && (profile === null || profile.password === 'none')
    ? 'No password is kept: auto-renew cannot run until you enter one.'
    : null

/** The login fields, then "Organise". */
export const profileFields: { login: readonly FieldSpec[]; organise: readonly FieldSpec[] } = {
  login: [
    {
      control: 'text',
      field: 'name',
      autoFocus: true,
      label: 'Name',
      hint: 'Your label for this profile, e.g. “Acme – production”.',
    },
    {
      control: 'text',
      field: 'accountId',
      verbatim: true,
      label: 'Account ID',
      hint: 'A token works only for the account its user was created under.',
    },
    { control: 'text', field: 'accountName', label: 'Account name', hint: 'Optional.' },
    {
      ...choice('portal', portalKinds, (kind) => portalLabels[kind]),
      label: 'Portal',
      hint: "The host that hands out this login's tokens.",
    },
    {
      control: 'url',
      field: 'baseUrl',
      placeholder: 'https://',
      wide: true,
      label: 'Base URL',
      warning: ({ values }) => baseUrlWarnings(values.baseUrl),
      hint: 'Scheme and host only (and a path prefix, if any), e.g. https://portal.example.com. The app adds /_rest/v4/… itself.',
    },
    {
      control: 'url',
      field: 'apiHostUrl',
      placeholder: 'https:// (optional)',
      wide: true,
      label: 'API host URL',
      warning: ({ values }) =>
        values.apiHostUrl.trim() === '' ? [] : baseUrlWarnings(values.apiHostUrl),
      hint: "Optional. Where test requests go when they are relative to the API host (the spec's {api_url}). The token is sent only to this host and the base URL.",
    },
    {
      control: 'text',
      field: 'username',
      verbatim: true,
      label: 'Username',
      warning: ({ values, notes }) => [
        usernameWarning(values.username) ?? '',
        notes.loginAccounts ?? '',
      ],
      hint: ({ values }) =>
        usernameWarning(values.username) === null
          ? "Exactly as set up in the portal's user management: not the e-mail address."
          : undefined,
    },
    {
      control: 'password',
      field: 'password',
      label: 'Password',
      warning: ({ values, profile, password, notes }) => [
        notes.passwordCleared ?? '',
        (profile && hostMoveNote(profile, values, password !== '')) ?? '',
        notes.sharedLogin ?? '',
      ],
      hint: passwordHint,
    },
    {
      ...choice('headerStyle', headerStyles, (style) => headerStyleLabels[style]),
      label: 'Header style',
      hint: 'Analytics APIs take “Bearer <token>”. The vendor does not say which other APIs need the prefix: if one refuses the token, try the other style.',
    },
    {
      ...choice('smsMethod', authMethods, (method) => method),
      label: 'SMS method',
      shownWhen: (values) => values.portal === 'api-host',
      hint: 'The service does not document which method this host accepts; POST is the default.',
    },
    {
      control: 'checkbox',
      field: 'autoRenew',
      label: 'Renew automatically before expiry',
      warning: autoRenewWarning,
      hint: 'Needs a kept password. Stops after a 401 until you act, so the account is never locked out.',
    },
  ],
  organise: [
    {
      control: 'text',
      field: 'tags',
      verbatim: true,
      chips: true,
      label: 'Tags',
      hint: 'Comma-separated, e.g. eu, gold',
    },
    {
      ...choice('colour', profileColours, (colour) => colourLabels[colour]),
      swatch: true,
      label: 'Colour',
      hint: 'A mark beside the name in the list.',
    },
    {
      control: 'checkbox',
      field: 'favourite',
      label: 'Favourite',
      hint: 'Favourites come first in the list, whatever the sort order.',
    },
    {
      control: 'textarea',
      field: 'notes',
      rows: 3,
      wide: true,
      label: 'Notes',
      hint: 'Optional.',
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
