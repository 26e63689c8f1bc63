import { authenticatePaths } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { useT } from '../i18n'
import { localTime } from '../lib/format'
import { accountLabel, autoRenewLabel, methodOf, nameList, sharedLoginLabel } from '../lib/labels'
import { loginAccountsText } from '../lib/profileForm'
import { useNavigation } from '../store/navigation'
import { useSettings } from '../store/settings'
import { ColourDot } from './ColourDot'
import { TagChips } from './TagChips'

interface Props {
  profile: ProfileView
}

/** The profile's settings; the password only as where it is kept. */
export function ProfileSummary({ profile }: Props) {
  const t = useT(['detail', 'labels'])
  const leadMs = useSettings((s) => s.settings.autoRenewLeadMs)
  const editAt = useNavigation((s) => s.editAt)
  const autoRenew = autoRenewLabel(profile, leadMs)
  const shared = sharedLoginLabel(profile)
  // Said as the form says it before saving: a profile saved anyway, imported or synced keeps it.
  const otherAccounts = loginAccountsText(profile.loginAccounts, profile.account.id)
  return (
    <section className="card" aria-labelledby="summary-title">
      <div className="card-head">
        <h2 id="summary-title">{t('summary.title')}</h2>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('summary.account')}</dt>
          <dd>{accountLabel(profile)}</dd>
        </div>
        <div>
          <dt>{t('summary.portal')}</dt>
          <dd>{t(`labels:portal.${profile.portal}`)}</dd>
        </div>
        <div>
          <dt>{t('summary.username')}</dt>
          <dd>
            <code>{profile.username}</code>
          </dd>
        </div>
        <div className={shared === null ? undefined : 'fact-wide'}>
          <dt>{t('summary.password')}</dt>
          <dd>
            {t(`detail:passwordKept.${profile.password}`)}
            {shared !== null && (
              <>
                {' · '}
                {shared}
                <span className="fact-detail">
                  {nameList(profile.sharedLogin.names, profile.sharedLogin.others)}
                </span>
              </>
            )}
            {otherAccounts !== null && (
              <>
                <span className="fact-warning" data-testid="login-accounts">
                  {otherAccounts}
                </span>
                {/* The way out the warning names: this account's own API user, typed in the form. */}
                <button
                  type="button"
                  className="btn btn-small fact-action"
                  title={t('summary.ownApiUserHint', { account: profile.account.id })}
                  onClick={() => editAt('username')}
                >
                  {t('summary.ownApiUser', { account: profile.account.id })}
                </button>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('summary.baseUrl')}</dt>
          <dd>
            <code>{profile.baseUrl}</code>
          </dd>
        </div>
        <div>
          <dt>{t('summary.headerStyle')}</dt>
          {/* "Bearer <token>" is the header as sent, in every language. */}
          <dd translate={profile.headerStyle === 'bearer' ? 'no' : 'yes'}>
            {t(`labels:headerStyle.${profile.headerStyle}`)}
          </dd>
        </div>
        <div>
          <dt>{t('summary.autoRenew')}</dt>
          <dd className={autoRenew.warn ? 'text-warn' : undefined}>{autoRenew.text}</dd>
        </div>
        <div>
          <dt>{t('summary.lastUsed')}</dt>
          <dd>
            {profile.lastUsedAt === null ? t('summary.never') : localTime(profile.lastUsedAt)}
          </dd>
        </div>
        <div>
          <dt>{t('summary.tags')}</dt>
          <dd>
            {profile.tags.length === 0 ? (
              <span className="muted">{t('summary.none')}</span>
            ) : (
              <TagChips tags={profile.tags} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('summary.colour')}</dt>
          <dd className="colour-fact">
            <ColourDot colour={profile.colour} />
            {t(`labels:colour.${profile.colour}`)}
          </dd>
        </div>
        {profile.notes.trim() !== '' && (
          <div className="fact-wide">
            <dt>{t('summary.notes')}</dt>
            <dd className="notes">{profile.notes}</dd>
          </div>
        )}
        <div className="fact-wide">
          <dt>{t('summary.tokenEndpoint')}</dt>
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
