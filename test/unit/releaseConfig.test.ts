import { describe, expect, it } from 'vitest'
import { releaseConfig } from '../../electron-builder.release'

const azure = {
  AZURE_TRUSTED_SIGNING_ENDPOINT: 'https://weu.codesigning.azure.net/',
  AZURE_TRUSTED_SIGNING_ACCOUNT: 'token-desk',
  AZURE_TRUSTED_SIGNING_CERTIFICATE_PROFILE: 'public-trust',
  AZURE_TRUSTED_SIGNING_PUBLISHER_NAME: 'Token Desk maintainers',
}

describe('packaging settings from the environment', () => {
  it('without variables: no update feed, no Azure signing, and the build still works', () => {
    expect(releaseConfig({})).toEqual({ publish: null, win: {} })
    expect(releaseConfig({ TOKEN_DESK_GITHUB_REPO: '  ', TOKEN_DESK_UPDATE_URL: '' })).toEqual({
      publish: null,
      win: {},
    })
  })

  it('a GitHub repository as owner/name, uploaded as a draft release', () => {
    expect(releaseConfig({ TOKEN_DESK_GITHUB_REPO: 'acme/token-desk' }).publish).toEqual({
      provider: 'github',
      owner: 'acme',
      repo: 'token-desk',
      releaseType: 'draft',
    })
  })

  it('any static https server', () => {
    expect(
      releaseConfig({ TOKEN_DESK_UPDATE_URL: 'https://updates.example.com/token-desk' }).publish,
    ).toEqual({ provider: 'generic', url: 'https://updates.example.com/token-desk' })
  })

  it.each([
    [
      { TOKEN_DESK_GITHUB_REPO: 'token-desk' },
      'TOKEN_DESK_GITHUB_REPO must be owner/name, e.g. acme/token-desk; got "token-desk".',
    ],
    [
      { TOKEN_DESK_GITHUB_REPO: 'https://github.com/acme/token-desk' },
      'TOKEN_DESK_GITHUB_REPO must be owner/name',
    ],
    [
      { TOKEN_DESK_UPDATE_URL: 'http://updates.example.com/' },
      'TOKEN_DESK_UPDATE_URL must be an https:// URL (updates are code); got "http://updates.example.com/".',
    ],
    [{ TOKEN_DESK_UPDATE_URL: 'updates.example.com' }, 'must be an https:// URL'],
    [
      { TOKEN_DESK_GITHUB_REPO: 'acme/token-desk', TOKEN_DESK_UPDATE_URL: 'https://x.example/' },
      'Set TOKEN_DESK_UPDATE_URL or TOKEN_DESK_GITHUB_REPO, not both',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => releaseConfig(env)).toThrow(message)
  })

  it('npm run release:* without a feed stops instead of uploading nothing', () => {
    expect(() => releaseConfig({ npm_lifecycle_event: 'release:mac' })).toThrow(
      'Releasing needs an update feed: set TOKEN_DESK_GITHUB_REPO or TOKEN_DESK_UPDATE_URL.',
    )
    expect(releaseConfig({ npm_lifecycle_event: 'build:mac' }).publish).toBeNull()
  })

  it('Azure Trusted Signing when all four values are set', () => {
    expect(releaseConfig(azure).win).toEqual({
      azureSignOptions: {
        endpoint: 'https://weu.codesigning.azure.net/',
        codeSigningAccountName: 'token-desk',
        certificateProfileName: 'public-trust',
        publisherName: 'Token Desk maintainers',
      },
    })
  })

  it('names the Azure values still missing', () => {
    const {
      AZURE_TRUSTED_SIGNING_ACCOUNT: _a,
      AZURE_TRUSTED_SIGNING_PUBLISHER_NAME: _p,
      ...half
    } = azure
    expect(() => releaseConfig(half)).toThrow(
      'Azure Trusted Signing is half configured: set AZURE_TRUSTED_SIGNING_ACCOUNT, AZURE_TRUSTED_SIGNING_PUBLISHER_NAME too.',
    )
  })
})
