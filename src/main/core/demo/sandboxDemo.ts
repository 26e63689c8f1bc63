import type { NewProfileFields, ProfileView } from '../../../shared/model/profile'
import { startSandbox, type HostKind, type Sandbox } from '../../../sandbox/server'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'

export const DEMO_TAG = 'sandbox-demo'

interface DemoProfile {
  name: string
  host: HostKind
  fields: Partial<NewProfileFields>
  password: string
}

/** One profile per endpoint variant and per kind of failure a newcomer should see. */
const demoProfiles: DemoProfile[] = [
  {
    name: 'Demo · customer portal',
    host: 'portal',
    fields: { username: 'demo' },
    password: 'demo-password',
  },
  {
    name: 'Demo · alternate portal',
    host: 'alternate',
    fields: { username: 'demo' },
    password: 'demo-password',
  },
  {
    name: 'Demo · SMS API host (POST)',
    host: 'apiHost',
    fields: { username: 'sms-only', smsMethod: 'POST' },
    password: 'sms-password',
  },
  {
    name: 'Demo · SMS API host (GET)',
    host: 'apiHost',
    fields: { username: 'demo', smsMethod: 'GET' },
    password: 'demo-password',
  },
  {
    name: 'Demo · wrong password',
    host: 'portal',
    fields: { username: 'sms-only' },
    password: 'not-the-password',
  },
  {
    name: 'Demo · no API access',
    host: 'portal',
    fields: { username: 'no-access' },
    password: 'no-access-password',
  },
  {
    name: 'Demo · Globex (another account)',
    host: 'portal',
    fields: { username: 'globex-api', accountId: 'GLOBEX-002', accountName: 'Globex Inc' },
    password: 'globex-password',
  },
]

const portalOf = { portal: 'customer', alternate: 'alternate', apiHost: 'api-host' } as const

/**
 * "Try the local sandbox": runs the project's sandbox inside the main
 * process on free loopback ports and creates (or re-points) demo profiles.
 */
export class SandboxDemo {
  private sandbox: Sandbox | null = null

  constructor(
    private readonly profiles: ProfileService,
    private readonly repo: ProfileRepository,
  ) {}

  async start(): Promise<{ urls: Sandbox['urls']; profiles: ProfileView[] }> {
    this.sandbox ??= await startSandbox({ customerEnvelope: 'A' })
    const { urls } = this.sandbox
    const existing = new Map(
      this.repo
        .list()
        .filter((p) => p.tags.includes(DEMO_TAG))
        .map((p) => [p.name, p]),
    )
    const views: ProfileView[] = []
    for (const demo of demoProfiles) {
      const fields = {
        accountId: 'ACME-001',
        accountName: 'Acme Corp',
        ...demo.fields,
        name: demo.name,
        portal: portalOf[demo.host],
        baseUrl: urls[demo.host],
        // Test requests to the sandbox's API families go to its API host.
        apiHostUrl: urls.apiHost,
        tags: [DEMO_TAG],
      }
      const found = existing.get(demo.name)
      // Ports change each run: re-point existing demo profiles instead of duplicating them.
      views.push(
        found
          ? await this.profiles.update(found.id, fields, demo.password)
          : await this.profiles.create(
              {
                headerStyle: 'bearer',
                smsMethod: 'POST',
                autoRenew: false,
                colour: 'none',
                notes: 'Created by “Try the local sandbox”: a fake service on this computer.',
                favourite: false,
                ...fields,
                username: fields.username ?? 'demo',
              },
              demo.password,
              true,
            ),
      )
    }
    return { urls, profiles: views }
  }

  async stop(): Promise<void> {
    await this.sandbox?.close()
    this.sandbox = null
  }
}
