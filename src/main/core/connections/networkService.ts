import { X509Certificate } from 'node:crypto'
import { createSecureContext } from 'node:tls'
import { AppFailure } from '../../../shared/ipc/errors'
import { said, type Said } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import type { ActivityEntry } from '../../../shared/model/activity'
import {
  checkProxyUrl,
  formatFingerprint,
  proxyName,
  type ClientCertChoice,
  type KeptProxyPassword,
  type ProfileNetwork,
  type ProfileNetworkView,
} from '../../../shared/model/network'
import type { Clock } from '../clock'
import type { ProfileViews } from '../profiles/profileViews'
import {
  NetworkProblem,
  type ClientCertificate,
  type NetworkConfig,
  type NetworkScope,
  type ProxyAddress,
  type ProxyCredentials,
  type ProxyPlan,
} from '../protocol/network/transport'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { SettingsService } from '../settings/settingsService'
import type { HistoryFiles } from '../storage/historyFiles'
import type { ProfileNetworkRepository } from './profileNetworkRepository'
import type { ProxyPasswordRecord } from './proxyPasswordRecord'
import { CertificateFileRefused, readCertificateFile } from './readCertificateFile'

/**
 * Where versions before proxy passwords were tied to a proxy kept it: read
 * only to say it is there (never sent), removed by the next save or Forget.
 */

/** An activity entry's detail: English, and as data for the window. */
const activityDetail = ({ message, said }: { message: string; said: Said }) => ({
  detail: message,
  detailSaid: said,
})

export const UNBOUND_PROXY_SECRET_ID = 'default'

export interface NetworkServiceDeps {
  settings: SettingsService
  repo: ProfileNetworkRepository
  profiles: ProfileViews
  /** The proxy password, under the name (host:port) of the proxy it was typed for. */
  proxyPasswords: SecretKeeper
  /** Which proxy that is. */
  proxyPasswordRecord: ProxyPasswordRecord
  /** Each profile's client-certificate passphrase. */
  passphrases: SecretKeeper
  activity: HistoryFiles<ActivityEntry>
  clock: Clock
}

/** Why a certificate file was not read: what it is instead, or the system's error code. */
const unreadable = (error: unknown): Said =>
  error instanceof CertificateFileRefused
    ? error.reasonSaid
    : said('network.certificateFile.unreadable', {
        code: (error as NodeJS.ErrnoException).code ?? 'unreadable',
      })

/** An invalid-input failure of one field, said as a NetworkProblem or a check said it. */
const fieldFailure = (path: string, message: string, reason: Said): AppFailure =>
  new AppFailure({
    code: 'invalid-input',
    message,
    said: reason,
    issues: [{ path, message, said: reason }],
  })

/**
 * Each CA file's last bytes and their PEM: the file is read at every request
 * (a change or removal counts at once), but parsed again only when it changed
 * (a Renew all of 500 parsed the same bundle 500 times).
 */
const caFilesRead = new Map<string, { bytes: Buffer; pem: string }>()

/** A CA file as PEM: PEM bundles and single DER certificates are both read. */
export async function readCaFile(file: string): Promise<string> {
  let bytes: Buffer
  try {
    bytes = await readCertificateFile(file)
  } catch (error) {
    throw new NetworkProblem(
      'ca-file',
      said('network.caFile.problem', { file, problem: unreadable(error) }),
    )
  }
  const known = caFilesRead.get(file)
  if (known?.bytes.equals(bytes)) return known.pem
  const text = bytes.toString('latin1')
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)
  let pem: string
  try {
    pem = blocks
      ? blocks.map((block) => new X509Certificate(block).toString()).join('')
      : new X509Certificate(bytes).toString()
  } catch {
    throw new NetworkProblem('ca-file', said('network.caFile.noCertificate', { file }))
  }
  caFilesRead.set(file, { bytes, pem })
  return pem
}

/** Reads the client certificate's files and checks they open (the passphrase, the key's match). */
export async function readClientCertificate(
  choice: Exclude<ClientCertChoice, { kind: 'none' }>,
  passphrase: string | undefined,
): Promise<ClientCertificate> {
  const readOne = async (file: string) => {
    try {
      return await readCertificateFile(file)
    } catch (error) {
      throw new NetworkProblem(
        'client-cert',
        said('network.clientCert.fileProblem', { file, problem: unreadable(error) }),
      )
    }
  }
  const cert: ClientCertificate =
    choice.kind === 'pkcs12'
      ? { kind: 'pkcs12', file: choice.file, pfx: await readOne(choice.file), passphrase }
      : {
          kind: 'pem',
          file: choice.certFile,
          cert: await readOne(choice.certFile),
          key: await readOne(choice.keyFile),
          passphrase,
        }
  try {
    createSecureContext(
      cert.kind === 'pkcs12'
        ? { pfx: cert.pfx, ...(passphrase === undefined ? {} : { passphrase }) }
        : { cert: cert.cert, key: cert.key, ...(passphrase === undefined ? {} : { passphrase }) },
    )
  } catch (error) {
    throw clientCertificateProblem(error, cert.file, passphrase !== undefined)
  }
  return cert
}

function clientCertificateProblem(error: unknown, file: string, hadPassphrase: boolean) {
  const message = error instanceof Error ? error.message : String(error)
  if (
    /mac verify|bad decrypt|bad password|passphrase|interrupted or cancelled|PKCS12/i.test(message)
  ) {
    return new NetworkProblem(
      'client-cert',
      said(
        hadPassphrase
          ? 'network.clientCert.passphraseWrong'
          : 'network.clientCert.passphraseNeeded',
        { file },
      ),
    )
  }
  if (/key values mismatch/i.test(message)) {
    return new NetworkProblem('client-cert', said('network.clientCert.fileKeyMismatch', { file }))
  }
  return new NetworkProblem(
    'client-cert',
    said('network.clientCert.notOpened', { file, reason: message }),
  )
}

/**
 * The network settings as the transport needs them: app-wide proxy and CAs
 * from the settings, the proxy password and certificate passphrases from the
 * secret store, a profile's own CAs, client certificate and pin. Files are
 * read for every request, so a change (or a removed CA) applies at once.
 */
export class NetworkService {
  constructor(private readonly deps: NetworkServiceDeps) {}

  async config(scope: NetworkScope): Promise<NetworkConfig> {
    const settings = this.deps.settings.get()
    const profile = scope.profileId === null ? null : this.deps.repo.get(scope.profileId)
    const caFiles = [...new Set([...settings.extraCaFiles, ...(profile?.caFiles ?? [])])]
    const extraCa = await Promise.all(
      caFiles.map(async (file) => ({ file, pem: await readCaFile(file) })),
    )
    let clientCertificate: ClientCertificate | null = null
    if (profile && scope.profileId !== null && profile.clientCert.kind !== 'none') {
      const passphrase = (await this.deps.passphrases.get(scope.profileId)) ?? undefined
      clientCertificate = await readClientCertificate(profile.clientCert, passphrase)
    }
    return {
      proxy: this.proxyPlan(),
      proxyCredentials: await this.proxyCredentials(),
      extraCa,
      clientCertificate,
      pinSha256: profile?.pinSha256 ?? null,
    }
  }

  private proxyPlan(): ProxyPlan {
    const settings = this.deps.settings.get()
    switch (settings.proxyMode) {
      case 'none':
        return { mode: 'none' }
      case 'system':
        return { mode: 'system' }
      case 'manual': {
        const checked = checkProxyUrl(settings.proxyUrl)
        if (!checked.ok)
          throw new NetworkProblem(
            'proxy-refused',
            said('network.proxy.setting', { reason: checked.said }),
          )
        return {
          mode: 'manual',
          host: checked.host,
          port: checked.port,
          bypass: settings.proxyBypass,
        }
      }
    }
  }

  /** The user name and password with the proxy they were typed for (the transport sends them to no other). */
  private async proxyCredentials(): Promise<ProxyCredentials | null> {
    const username = this.deps.settings.get().proxyUsername
    const proxy = this.deps.proxyPasswordRecord.get()
    if (!username || !proxy) return null
    const password = await this.deps.proxyPasswords.get(proxyName(proxy))
    return password === null ? null : { proxy, username, password }
  }

  /** The kept proxy password as the page may know it: the proxy it belongs to, never its value. */
  proxyPassword(): KeptProxyPassword {
    const proxy = this.deps.proxyPasswordRecord.get()
    if (proxy && this.deps.proxyPasswords.keeping(proxyName(proxy)) !== 'none') {
      return { kind: 'for', proxy: proxyName(proxy) }
    }
    return this.deps.proxyPasswords.keeping(UNBOUND_PROXY_SECRET_ID) === 'none'
      ? { kind: 'none' }
      : { kind: 'unbound' }
  }

  /**
   * Keeps the proxy password for one proxy (http://host:port or host:port),
   * the only one it will be sent to, in place of any kept before; with
   * null, forgets it. The page never reads it back.
   */
  async setProxyPassword(password: string | null, proxy?: string): Promise<KeptProxyPassword> {
    let next: ProxyAddress | null = null
    if (password !== null && password !== '') {
      const checked = checkProxyUrl(proxy ?? '')
      if (!checked.ok) {
        throw fieldFailure('proxy', checked.message, checked.said)
      }
      next = { host: checked.host, port: checked.port }
    }
    const before = this.deps.proxyPasswordRecord.get()
    if (before && (next === null || proxyName(before) !== proxyName(next))) {
      await this.deps.proxyPasswords.remove(proxyName(before))
    }
    await this.deps.proxyPasswords.remove(UNBOUND_PROXY_SECRET_ID)
    // The password is kept under its proxy's name before the record names it: a record that
    // names a proxy with no password yet only means none is sent.
    if (next !== null && password) await this.deps.proxyPasswords.set(proxyName(next), password)
    this.deps.proxyPasswordRecord.set(next)
    return this.proxyPassword()
  }

  /** Checks that each CA file reads as certificates, before the settings keep it. */
  async checkCaFiles(files: readonly string[], field: string): Promise<void> {
    for (const [index, file] of files.entries()) {
      try {
        await readCaFile(file)
      } catch (error) {
        if (!(error instanceof NetworkProblem)) throw error
        throw fieldFailure(`${field}.${index}`, error.message, error.said)
      }
    }
  }

  view(profileId: string): ProfileNetworkView {
    this.deps.profiles.require(profileId)
    return {
      ...this.deps.repo.get(profileId),
      passphraseKept: this.deps.passphrases.keeping(profileId) !== 'none',
    }
  }

  /**
   * Replaces a profile's network settings once every file opens (the
   * passphrase: undefined keeps the one kept, null forgets it). A pin set,
   * changed or removed is recorded in the token activity.
   */
  async update(
    profileId: string,
    network: ProfileNetwork,
    passphrase: string | null | undefined,
  ): Promise<ProfileNetworkView> {
    const profile = this.deps.profiles.require(profileId)
    await this.checkCaFiles(network.caFiles, 'network.caFiles')
    const keptPassphrase =
      passphrase === undefined
        ? ((await this.deps.passphrases.get(profileId)) ?? undefined)
        : (passphrase ?? undefined)
    if (network.clientCert.kind !== 'none') {
      try {
        await readClientCertificate(network.clientCert, keptPassphrase || undefined)
      } catch (error) {
        if (!(error instanceof NetworkProblem)) throw error
        throw fieldFailure('network.clientCert', error.message, error.said)
      }
    }
    const before = this.deps.repo.get(profileId)
    this.deps.repo.set(profileId, network)
    if (network.clientCert.kind === 'none' || passphrase === null || passphrase === '') {
      await this.deps.passphrases.remove(profileId)
    } else if (passphrase !== undefined) {
      await this.deps.passphrases.set(profileId, passphrase)
    }
    if (before.pinSha256 !== network.pinSha256) {
      const host = new URL(profile.baseUrl).host
      this.deps.activity.append(profileId, {
        at: this.deps.clock(),
        kind: network.pinSha256 === null ? 'unpinned' : 'pinned',
        trigger: 'manual',
        ...activityDetail(
          network.pinSha256 === null
            ? saying('network.activity.unpinned', { host })
            : saying('network.activity.pinned', {
                host,
                fingerprint: formatFingerprint(network.pinSha256),
              }),
        ),
        expiresAt: null,
      })
    }
    return this.view(profileId)
  }
}
