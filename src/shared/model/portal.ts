import { languages, type Language } from '../i18n/language'
/** The three hosts of spec section 4 that hand out tokens. */
export const portalKinds = ['customer', 'alternate', 'api-host'] as const
export type PortalKind = (typeof portalKinds)[number]

export const portalLabels: Record<PortalKind, string> = {
  customer: 'Customer portal',
  alternate: 'Alternate portal',
  'api-host': 'API host (SMS variant)',
}

/**
 * The portals' names in each language the window speaks (its labels
 * catalogs take them from here): a profile is found by the name its row
 * shows, and a German desk's CSV may write them.
 */
export const portalLabelsIn: Record<Language, Record<PortalKind, string>> = {
  en: portalLabels,
  de: {
    customer: 'Kundenportal',
    alternate: 'Alternatives Portal',
    'api-host': 'API-Host (SMS-Variante)',
  },
}

/** Each portal's names in every language, one per line, as search reads them. */
export const portalNames = Object.fromEntries(
  portalKinds.map((kind) => [
    kind,
    [...new Set(languages.map((language) => portalLabelsIn[language][kind]))].join('\n'),
  ]),
) as Record<PortalKind, string>

/** Spec 4.1–4.3: the path each host serves its token endpoint on. */
export const authenticatePaths: Record<PortalKind, string> = {
  customer: '/_rest/v4/authenticate',
  alternate: '/_rest/v4/authenticate',
  'api-host': '/_rest/v4/app/sms/authenticate/get_portal_auth_token',
}

/**
 * Spec 5.3: analytics APIs want "Bearer <token>"; which other APIs need the
 * prefix is not shown, so the bare token is the other choice.
 */
export const headerStyles = ['bearer', 'bare'] as const
export type HeaderStyle = (typeof headerStyles)[number]

/**
 * Spec 4.3: the SMS host's method is not shown (client examples use POST and
 * GET), so the profile chooses. The portals always take POST (spec 7).
 */
export const authMethods = ['POST', 'GET'] as const
export type AuthMethod = (typeof authMethods)[number]

/** Spec 2.4: A is `{data, error}`, B is `{token}` / `{code, error}`. */
export type Envelope = 'A' | 'B'
