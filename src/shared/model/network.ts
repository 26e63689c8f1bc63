import { cutShort } from '../text/cutShort'
import { z } from 'zod'
import { says } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import { saying } from '../i18n/sayMessage'
import { lazySchema } from './lazySchema'

/**
 * Corporate-network settings: how requests find the proxy, which extra CAs
 * they trust, and per profile a client certificate and a pinned server
 * certificate. Browser-safe (the page validates with the same rules).
 */

export const proxyModes = ['system', 'none', 'manual'] as const
export type ProxyMode = (typeof proxyModes)[number]

/** A proxy address checked: its host and port, or why not, in English and as data (`said`). */
export type ProxyUrlCheck =
  { ok: true; host: string; port: number } | { ok: false; message: string; said: Said }

const bareHost = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase()

/** A manual proxy: `http://host:port` (http only; https requests are tunnelled through it). */
export function checkProxyUrl(raw: string): ProxyUrlCheck {
  const text = raw.trim()
  if (text === '') return { ok: false, ...saying('fields.proxy.empty') }
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`)
  } catch {
    return { ok: false, ...saying('fields.proxy.notAddress', { text }) }
  }
  if (url.protocol !== 'http:') {
    return {
      ok: false,
      ...saying('fields.proxy.notHttp', { scheme: url.protocol.replace(':', '') }),
    }
  }
  if (url.username || url.password) return { ok: false, ...saying('fields.proxy.credentials') }
  if (url.pathname !== '/' || url.search || url.hash) {
    return { ok: false, ...saying('fields.proxy.path') }
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
const suspect = (input: unknown): string => cutShort(String(input), 60)

const filePath = (label: Said) =>
  z
    .string(says('fields.file.notPath', { label }))
    .trim()
    .min(1, says('fields.file.empty', { label }))
    .max(1000, says('fields.atMost', { label, max: 1000 }))
    .refine((path) => /^(\/|[a-zA-Z]:[\\/]|\\\\)/.test(path), {
      error: (issue) =>
        says('fields.file.notFull', { label, input: suspect(issue.input) }).error(issue),
    })

export const caFilesSchema = lazySchema(() =>
  z
    .array(filePath(said('fields.label.caFile')))
    .max(20, says('fields.caFilesTooMany'))
    .transform((list) => [...new Set(list)]),
)

export const bypassSchema = lazySchema(() =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, says('fields.empty', { label: said('fields.label.bypassEntry') }))
        .max(255, says('fields.atMost', { label: said('fields.label.bypassEntry'), max: 255 }))
        .regex(/^[^\s,;/]+$/, {
          error: (issue) =>
            says('fields.bypassShape', { input: suspect(issue.input) }).error(issue),
        }),
    )
    .max(100, says('fields.bypassTooMany')),
)

export const clientCertSchema = lazySchema(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('none') }),
      /** One PKCS#12 file (.p12 / .pfx) holding the certificate and its key. */
      z.strictObject({
        kind: z.literal('pkcs12'),
        file: filePath(said('fields.label.pkcs12File')),
      }),
      /** A PEM certificate and its PEM private key. */
      z.strictObject({
        kind: z.literal('pem'),
        certFile: filePath(said('fields.label.certFile')),
        keyFile: filePath(said('fields.label.keyFile')),
      }),
    ],
    says('fields.clientCert'),
  ),
)
export type ClientCertChoice = z.output<typeof clientCertSchema>

export const pinSchema = lazySchema(() =>
  z
    .string()
    .transform(normalizeFingerprint)
    .refine((hex) => hex === '' || /^[0-9a-f]{64}$/.test(hex), says('fields.pin'))
    .transform((hex) => (hex === '' ? null : hex)),
)

/** A profile's own network settings; the app-wide ones (proxy, CAs) still apply. */
export const profileNetworkSchema = lazySchema(() =>
  z.strictObject({
    caFiles: caFilesSchema,
    clientCert: clientCertSchema,
    /** The one certificate this profile's server may show, instead of a CA-signed one. */
    pinSha256: pinSchema.nullable(),
  }),
)
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
