import { cutShort } from '../text/cutShort'
import { z } from 'zod'

/**
 * Corporate-network settings: how requests find the proxy, which extra CAs
 * they trust, and per profile a client certificate and a pinned server
 * certificate. Browser-safe (the page validates with the same rules).
 */

export const proxyModes = ['system', 'none', 'manual'] as const
export type ProxyMode = (typeof proxyModes)[number]

export const proxyModeLabels: Record<ProxyMode, string> = {
  system: 'Use the system proxy settings (PAC scripts included)',
  none: 'No proxy',
  manual: 'Manual proxy',
}

export type ProxyUrlCheck =
  { ok: true; host: string; port: number } | { ok: false; message: string }

const bareHost = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase()

/** A manual proxy: `http://host:port` (http only; https requests are tunnelled through it). */
export function checkProxyUrl(raw: string): ProxyUrlCheck {
  const text = raw.trim()
  if (text === '') {
    return { ok: false, message: 'Enter the proxy address, e.g. http://proxy.example.com:8080' }
  }
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`)
  } catch {
    return { ok: false, message: `“${text}” is not a proxy address. Use http://host:port` }
  }
  if (url.protocol !== 'http:') {
    return {
      ok: false,
      message: `Only HTTP proxies are supported (${url.protocol.replace(':', '')} was given); https requests go through them in a CONNECT tunnel.`,
    }
  }
  if (url.username || url.password) {
    return {
      ok: false,
      message: 'Put the proxy user name and password in their own fields, not in the address.',
    }
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    return { ok: false, message: 'A proxy address is only http://host:port, without a path.' }
  }
  return { ok: true, host: bareHost(url.hostname), port: Number(url.port || 80) }
}

/** A bypass list as typed: comma, semicolon, space or line separated. */
export const splitBypass = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')

/** "AB:CD:…", "sha256/abcd…" or plain hex, as lowercase hex without separators. */
export const normalizeFingerprint = (text: string): string =>
  text
    .trim()
    .replace(/^sha-?256[:=/\s]*/i, '')
    .replace(/[\s:]/g, '')
    .toLowerCase()

/** 64 hex digits, shown in pairs: how browsers and openssl print it. */
export const formatFingerprint = (hex: string): string =>
  (hex.toUpperCase().match(/.{1,2}/g) ?? []).join(':')

/** The entry a message is about, as typed (cut short): a list can hold several suspects. */
const quoted = (input: unknown): string => `“${cutShort(String(input), 60)}”`

const filePath = (label: string) =>
  z
    .string({ error: `${label} must be a file path` })
    .trim()
    .min(1, `${label} is empty: choose a file`)
    .max(1000, `${label} is at most 1000 characters`)
    .refine((path) => /^(\/|[a-zA-Z]:[\\/]|\\\\)/.test(path), {
      error: (issue) =>
        `${label} must be a full path (starting with / or a drive letter), not ${quoted(issue.input)}`,
    })

export const caFilesSchema = z
  .array(filePath('A CA file'))
  .max(20, 'At most 20 CA files')
  .transform((list) => [...new Set(list)])

export const bypassSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A bypass entry cannot be empty')
      .max(255, 'A bypass entry is at most 255 characters')
      .regex(/^[^\s,;/]+$/, {
        error: (issue) =>
          `A bypass entry is a host, *.domain, an address or <local>, not ${quoted(issue.input)}`,
      }),
  )
  .max(100, 'At most 100 bypass entries')

export const clientCertSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    /** One PKCS#12 file (.p12 / .pfx) holding the certificate and its key. */
    z.strictObject({ kind: z.literal('pkcs12'), file: filePath('The PKCS#12 file') }),
    /** A PEM certificate and its PEM private key. */
    z.strictObject({
      kind: z.literal('pem'),
      certFile: filePath('The certificate file'),
      keyFile: filePath('The key file'),
    }),
  ],
  { error: 'Choose no client certificate, a PKCS#12 file or a PEM pair' },
)
export type ClientCertChoice = z.output<typeof clientCertSchema>

export const pinSchema = z
  .string()
  .transform(normalizeFingerprint)
  .refine((hex) => hex === '' || /^[0-9a-f]{64}$/.test(hex), {
    error: 'A SHA-256 fingerprint is 64 hex digits (32 pairs such as AB:CD:…)',
  })
  .transform((hex) => (hex === '' ? null : hex))

/** A profile's own network settings; the app-wide ones (proxy, CAs) still apply. */
export const profileNetworkSchema = z.strictObject({
  caFiles: caFilesSchema,
  clientCert: clientCertSchema,
  /** The one certificate this profile's server may show, instead of a CA-signed one. */
  pinSha256: pinSchema.nullable(),
})
export type ProfileNetwork = z.output<typeof profileNetworkSchema>

export const defaultProfileNetwork: ProfileNetwork = {
  caFiles: [],
  clientCert: { kind: 'none' },
  pinSha256: null,
}

/** What the page sees: never the passphrase, only whether one is kept. */
export interface ProfileNetworkView extends ProfileNetwork {
  passphraseKept: boolean
}

export const pinWarning =
  'A pinned certificate is trusted instead of a certificate authority: only for a self-signed test server whose fingerprint you checked with its administrator. Anyone holding that certificate’s key can read this profile’s password and tokens.'

/**
 * The kept proxy password, never its value: none; kept for one proxy
 * (`host:port`), the only one it is ever sent to; or kept by an earlier
 * version without a proxy, so never sent until typed again.
 */
export type KeptProxyPassword =
  { kind: 'none' } | { kind: 'for'; proxy: string } | { kind: 'unbound' }

/** `host:port` as the page and messages name a proxy (an IPv6 address in brackets). */
export const proxyName = (proxy: { host: string; port: number }): string =>
  `${proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host}:${proxy.port}`

/** What Settings → Network shows beside the settings themselves. */
export interface NetworkInfo {
  proxyPassword: KeptProxyPassword
  /** `system`: the operating system's certificates too; `node`: Node's bundled list. */
  trustStore: 'system' | 'node'
  /** `chromium`: the system proxy and PAC are asked from Electron; `environment`: HTTPS_PROXY etc. */
  systemProxy: 'chromium' | 'environment'
}
