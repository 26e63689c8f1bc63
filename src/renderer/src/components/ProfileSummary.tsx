import { authenticatePaths, portalLabels } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { accountLabel, autoRenewLabel, headerStyleLabels, methodOf } from '../lib/labels'
import { useSettings } from '../store/settings'

interface Props {
  profile: ProfileView
}

/** The profile's settings; the password only as stored or not. */
export function ProfileSummary({ profile }: Props) {
  const leadMs = useSettings((s) => s.settings.autoRenewLeadMs)
  const autoRenew = autoRenewLabel(profile, leadMs)
  return (
    <section className="card" aria-labelledby="summary-title">
      <div className="card-head">
        <h3 id="summary-title">Details</h3>
      </div>
      <dl className="facts">
        <div>
          <dt>Account</dt>
          <dd>{accountLabel(profile)}</dd>
        </div>
        <div>
          <dt>Portal</dt>
          <dd>{portalLabels[profile.portal]}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>
            <code>{profile.username}</code>
          </dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd className={profile.hasPassword ? undefined : 'text-warn'}>
            {profile.hasPassword ? 'Password stored' : 'No password stored'}
          </dd>
        </div>
        <div>
          <dt>Base URL</dt>
          <dd>
            <code>{profile.baseUrl}</code>
          </dd>
        </div>
        <div>
          <dt>Header style</dt>
          <dd>{headerStyleLabels[profile.headerStyle]}</dd>
        </div>
        <div>
          <dt>Auto-renew</dt>
          <dd className={autoRenew.warn ? 'text-warn' : undefined}>{autoRenew.text}</dd>
        </div>
        <div className="fact-wide">
          <dt>Token endpoint</dt>
          <dd>
            <code>
              {methodOf(profile)} {profile.baseUrl + authenticatePaths[profile.portal]}
            </code>
          </dd>
        </div>
      </dl>
    </section>
  )
}
