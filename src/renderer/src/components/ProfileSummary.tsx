import { authenticatePaths, portalLabels } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { localTime } from '../lib/format'
import {
  accountLabel,
  autoRenewLabel,
  colourLabels,
  headerStyleLabels,
  methodOf,
  nameList,
  passwordLabels,
  sharedLoginLabel,
} from '../lib/labels'
import { useSettings } from '../store/settings'
import { ColourDot } from './ColourDot'
import { TagChips } from './TagChips'

interface Props {
  profile: ProfileView
}

/** The profile's settings; the password only as where it is kept. */
export function ProfileSummary({ profile }: Props) {
  const leadMs = useSettings((s) => s.settings.autoRenewLeadMs)
  const autoRenew = autoRenewLabel(profile, leadMs)
  const shared = sharedLoginLabel(profile)
  return (
    <section className="card" aria-labelledby="summary-title">
      <div className="card-head">
        <h2 id="summary-title">Details</h2>
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
        <div className={shared === null ? undefined : 'fact-wide'}>
          <dt>Password</dt>
          <dd>
            {passwordLabels[profile.password]}
            {shared !== null && (
              <>
                {' · '}
                {shared}
                <span className="fact-detail">
                  {nameList(profile.sharedLogin.names, profile.sharedLogin.others)}
                </span>
              </>
            )}
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
        <div>
          <dt>Last used</dt>
          <dd>{profile.lastUsedAt === null ? 'Never' : localTime(profile.lastUsedAt)}</dd>
        </div>
        <div>
          <dt>Tags</dt>
          <dd>
            {profile.tags.length === 0 ? (
              <span className="muted">None</span>
            ) : (
              <TagChips tags={profile.tags} />
            )}
          </dd>
        </div>
        <div>
          <dt>Colour</dt>
          <dd className="colour-fact">
            <ColourDot colour={profile.colour} />
            {colourLabels[profile.colour]}
          </dd>
        </div>
        {profile.notes.trim() !== '' && (
          <div className="fact-wide">
            <dt>Notes</dt>
            <dd className="notes">{profile.notes}</dd>
          </div>
        )}
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
