import type { AxiosRequestConfig, AxiosResponse } from 'axios'
import type { NetworkCause } from '../../../../shared/ipc/errors'
import type { Said } from '../../../../shared/i18n/said'
import { english } from '../../../../shared/i18n/sayMessage'
import type { ExchangeProbe } from './exchangeProbe'

/** Whose settings a request uses: the app's, plus a profile's own when it has one. */
export interface NetworkScope {
  profileId: string | null
}

export const appScope: NetworkScope = { profileId: null }

/** A request as axios takes it; redirects are never followed by the transport (maxRedirects 0). */
export type HttpRequest = Omit<AxiosRequestConfig, 'httpAgent' | 'httpsAgent' | 'proxy' | 'url'> & {
  url: string
  /**
   * Whether the request may go out once more when the server had closed the
   * kept-alive connection it was written to (Node's http docs,
   * `request.reusedSocket`). Default: for the methods HTTP calls idempotent
   * (GET, HEAD, OPTIONS, PUT, DELETE) only; a test request's POST may send
   * an SMS, so it is not repeated unless the caller says it may be.
   */
  resendOnStaleConnection?: boolean
}

/**
 * The one way token requests, test requests and the command line reach the
 * network. It chooses the proxy and the trusted certificates and presents
 * the client certificate; what to send and which redirects to follow stays
 * with the caller (tokenClient, runRequest). Every status is returned.
 */
export interface Transport {
  /** `probe`, when given, is filled with the route, the phases and the server's chain (a trace). */
  request<T>(
    request: HttpRequest,
    scope: NetworkScope,
    probe?: ExchangeProbe,
  ): Promise<AxiosResponse<T>>
}

/** How the proxy is chosen. */
export type ProxyPlan =
  | { mode: 'none' }
  | { mode: 'system' }
  | { mode: 'manual'; host: string; port: number; bypass: string[] }

/** One proxy: host (an IPv6 address without brackets, a name in lower case) and port. */
export interface ProxyAddress {
  host: string
  port: number
}

/**
 * The proxy user name and password, with the one proxy they were typed for.
 * The transport sends them to that proxy only, and only once it asked (407).
 */
export interface ProxyCredentials {
  proxy: ProxyAddress
  username: string
  password: string
}

/**
 * The proxy secrets a response travelled with (plain http through a proxy that
 * was sent its credentials): such an answer may be the proxy's own page, which
 * can echo them. Callers mask them as they mask the password they sent.
 */
const proxySecretsSent = new WeakMap<object, readonly string[]>()

/** The secret forms to mask in what came back with `credentials` sent. */
export const proxySecretsOf = (credentials: ProxyCredentials): string[] => [
  credentials.password,
  `${credentials.username}:${credentials.password}`,
]

export function markProxySecrets(response: object, credentials: ProxyCredentials): void {
  proxySecretsSent.set(response, proxySecretsOf(credentials))
}

/** What `markProxySecrets` recorded for this response; none when no proxy had them. */
export const proxySecretsIn = (response: object): readonly string[] =>
  proxySecretsSent.get(response) ?? []

export type ClientCertificate =
  | { kind: 'pkcs12'; file: string; pfx: Buffer; passphrase: string | undefined }
  | { kind: 'pem'; file: string; cert: Buffer; key: Buffer; passphrase: string | undefined }

/** Everything the transport needs for one request, read fresh each time (files, secrets). */
export interface NetworkConfig {
  proxy: ProxyPlan
  proxyCredentials: ProxyCredentials | null
  /** PEM text of each extra CA file, app-wide and the profile's. */
  extraCa: { file: string; pem: string }[]
  clientCertificate: ClientCertificate | null
  /** A profile's pinned server certificate: lowercase hex SHA-256 of its DER form. */
  pinSha256: string | null
}

export const plainConfig: NetworkConfig = {
  proxy: { mode: 'none' },
  proxyCredentials: null,
  extraCa: [],
  clientCertificate: null,
  pinSha256: null,
}

/**
 * A failure the transport itself names (the proxy, PAC, a pin, a CA file, a
 * client certificate), with the next step in its message: `said`, and its
 * English as the message. classifyNetworkError passes it on as it is.
 */
export class NetworkProblem extends Error {
  constructor(
    readonly problem: NetworkCause,
    readonly said: Said,
  ) {
    super(english(said))
    this.name = 'NetworkProblem'
  }
}
