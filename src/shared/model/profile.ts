import { z } from 'zod'
import { checkBaseUrl } from './baseUrl'
import {
  authMethods,
  headerStyles,
  portalKinds,
  type AuthMethod,
  type HeaderStyle,
  type PortalKind,
} from './portal'
import type { TokenSnapshot } from './token'
import type { AppError } from '../ipc/errors'

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)

const baseUrl = z.string({ error: 'Base URL is required' }).transform((raw, ctx) => {
  const checked = checkBaseUrl(raw)
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', message: checked.message })
    return z.NEVER
  }
  return checked.url
})

/** The editable fields of a profile, as typed in the form. */
export const profileFieldsSchema = z.object({
  name: text('Name', 120),
  accountId: text('Account ID', 120),
  accountName: z.string().trim().max(200, 'Account name is at most 200 characters').default(''),
  portal: z.enum(portalKinds, { error: 'Choose a portal' }),
  baseUrl,
  username: text('Username', 200),
  headerStyle: z.enum(headerStyles).default('bearer'),
  /** Used only by the SMS API host variant; the portals always POST. */
  smsMethod: z.enum(authMethods).default('POST'),
  /** Renew shortly before expiry while a password is stored. */
  autoRenew: z.boolean().default(false),
})

/** The password travels renderer → main once, here, and never back. */
const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is at most 1024 characters')

export const createProfileInput = profileFieldsSchema.extend({ password })
export const updateProfileInput = z.object({
  id: z.string().min(1),
  fields: profileFieldsSchema,
  /** Absent: keep the stored password. */
  password: password.optional(),
})
export const profileIdInput = z.object({ profileId: z.string().min(1) })

export type ProfileFields = z.infer<typeof profileFieldsSchema>
export type CreateProfileInput = z.input<typeof createProfileInput>
export type UpdateProfileInput = z.input<typeof updateProfileInput>

/** A profile as persisted (no secrets: those live in the secret store). */
export interface Profile {
  id: string
  name: string
  account: { id: string; name: string }
  portal: PortalKind
  baseUrl: string
  username: string
  headerStyle: HeaderStyle
  smsMethod: AuthMethod
  autoRenew: boolean
  createdAt: number
  updatedAt: number
}

/** What the renderer sees: the profile, whether a password is stored, the token's metadata. */
export interface ProfileView extends Profile {
  hasPassword: boolean
  token: TokenSnapshot
  lastError: AppError | null
}
