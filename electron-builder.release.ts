/**
 * The packaging settings that come from the environment, merged under
 * electron-builder.yml (its `extends`). Without these variables a build
 * still works: it has no update feed (the app then says so when asked to
 * check) and no Azure signing. Variables: docs/releasing.md.
 */
import type { Configuration } from 'electron-builder'

type Env = Readonly<Record<string, string | undefined>>

/** The variable's value, trimmed; undefined when unset or blank. */
const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined

/** `owner/name`, as GitHub Actions' GITHUB_REPOSITORY spells it. */
const GITHUB_REPO = /^(?<owner>[A-Za-z0-9-]+)\/(?<name>[A-Za-z0-9._-]+)$/

/** Where installed apps look for updates and `--publish always` uploads. */
function updateFeed(env: Env): Configuration['publish'] {
  const url = read(env, 'TOKEN_DESK_UPDATE_URL')
  const repo = read(env, 'TOKEN_DESK_GITHUB_REPO')
  if (url !== undefined && repo !== undefined) {
    throw new Error(
      'Set TOKEN_DESK_UPDATE_URL or TOKEN_DESK_GITHUB_REPO, not both: an app has one update feed.',
    )
  }
  if (repo !== undefined) {
    const parts = GITHUB_REPO.exec(repo)?.groups
    if (parts?.['owner'] === undefined || parts['name'] === undefined) {
      throw new Error(
        `TOKEN_DESK_GITHUB_REPO must be owner/name, e.g. acme/token-desk; got "${repo}".`,
      )
    }
    // Uploads make a draft: nobody is offered a release before someone publishes it.
    return { provider: 'github', owner: parts['owner'], repo: parts['name'], releaseType: 'draft' }
  }
  if (url !== undefined) {
    if (!URL.canParse(url) || new URL(url).protocol !== 'https:') {
      throw new Error(
        `TOKEN_DESK_UPDATE_URL must be an https:// URL (updates are code); got "${url}".`,
      )
    }
    return { provider: 'generic', url: new URL(url).href }
  }
  // Explicitly none, so electron-builder does not guess a feed from GH_TOKEN or the git remote.
  return null
}

/** azureSignOptions field → the variable that sets it. */
const azureVariables = {
  endpoint: 'AZURE_TRUSTED_SIGNING_ENDPOINT',
  codeSigningAccountName: 'AZURE_TRUSTED_SIGNING_ACCOUNT',
  certificateProfileName: 'AZURE_TRUSTED_SIGNING_CERTIFICATE_PROFILE',
  publisherName: 'AZURE_TRUSTED_SIGNING_PUBLISHER_NAME',
} as const

/**
 * Azure Trusted Signing for the Windows installer and executables. The
 * Entra ID credentials (AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET)
 * are read by Microsoft's signing module itself. A .pfx in CSC_LINK /
 * CSC_KEY_PASSWORD needs nothing here: electron-builder reads those directly.
 */
function windowsSigning(env: Env): Configuration['win'] {
  const values = Object.entries(azureVariables).map(
    ([option, name]) => [option, name, read(env, name)] as const,
  )
  const missing = values.filter(([, , value]) => value === undefined).map(([, name]) => name)
  if (missing.length === values.length) return {}
  if (missing.length > 0) {
    throw new Error(`Azure Trusted Signing is half configured: set ${missing.join(', ')} too.`)
  }
  return {
    azureSignOptions: Object.fromEntries(
      values.map(([option, , value]) => [option, value]),
    ) as Record<keyof typeof azureVariables, string>,
  }
}

export function releaseConfig(env: Env): Configuration {
  const publish = updateFeed(env)
  // npm sets this: `npm run release:mac` must upload somewhere, not build and quietly stop.
  if (publish === null && env['npm_lifecycle_event']?.startsWith('release:')) {
    throw new Error(
      'Releasing needs an update feed: set TOKEN_DESK_GITHUB_REPO or TOKEN_DESK_UPDATE_URL.',
    )
  }
  return { publish, win: windowsSigning(env) }
}

export default releaseConfig(process.env)
