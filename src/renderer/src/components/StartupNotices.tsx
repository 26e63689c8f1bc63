import { useId, useState } from 'react'
import { Trans } from 'react-i18next'
import type { Notice } from '../../../shared/model/notice'
import type { Said } from '../../../shared/i18n/said'
import { sayOf, t as translate, useT } from '../i18n'
import { keyringName } from '../lib/keyringName'
import { useAppInfo } from '../store/appInfo'

const none: Notice[] = []
const code = { code: <code /> }

/** "3 saved passwords and 2 tokens" */
function secretsPhrase(passwords: number, tokens: number): string {
  if (passwords === 0 && tokens === 0) return ''
  const saved = translate('sidebar:notices.savedPasswords', { count: passwords })
  if (tokens === 0) return saved
  if (passwords === 0) return translate('sidebar:notices.savedTokens', { count: tokens })
  return translate('sidebar:notices.both', {
    first: saved,
    second: translate('sidebar:notices.tokens', { count: tokens }),
  })
}

/** “A”, “B” and “C”; “A”, “B” and 3 more when only some names came. */
function nameList(quoted: readonly string[], total: number): string {
  const more = total - quoted.length
  if (more > 0)
    return translate('sidebar:notices.andMore', { names: quoted.join(', '), count: more })
  const last = quoted.at(-1)
  if (quoted.length <= 1 || last === undefined) return quoted.join('')
  return translate('sidebar:notices.both', { first: quoted.slice(0, -1).join(', '), second: last })
}

const quote = (name: string): string => translate('sidebar:notices.quoted', { name })

/** A reason main gave, in the window's words when main sent it as data too. */
const reasonOf = (given: { reason: string; said?: Said }): string =>
  sayOf({ message: given.reason, said: given.said })

function NoticeText({ notice }: { notice: Notice }) {
  const t = useT(['sidebar', 'labels', 'messages'])
  switch (notice.kind) {
    case 'store-recovered':
      return (
        <Trans
          t={t}
          i18nKey={
            notice.store === 'profiles' ? 'notices.profilesRecovered' : 'notices.secretsRecovered'
          }
          values={{ reason: reasonOf(notice), movedTo: notice.movedTo }}
          components={code}
        />
      )
    case 'store-upgraded':
      return (
        <Trans
          t={t}
          i18nKey="notices.upgraded"
          components={{
            files: (
              <span>
                {notice.backups.map((path, i) => (
                  <span key={path}>
                    {i > 0 && ', '}
                    <code>{path}</code>
                  </span>
                ))}
              </span>
            ),
          }}
        />
      )
    case 'state-damaged':
      return (
        <>
          <Trans
            t={t}
            i18nKey="notices.damaged"
            count={notice.lines}
            values={{ file: notice.file }}
            components={code}
          />{' '}
          {notice.copy !== undefined && notice.copy !== '' && (
            <>
              <Trans
                t={t}
                i18nKey="notices.damagedCopy"
                values={{ copy: notice.copy }}
                components={code}
              />{' '}
            </>
          )}
          {t('notices.damagedLost')}
        </>
      )
    case 'state-missing':
      return (
        <Trans
          t={t}
          i18nKey={notice.found === 'missing' ? 'notices.stateMissing' : 'notices.stateEmpty'}
          count={notice.profiles}
          values={{ file: notice.file }}
          components={code}
        />
      )
    case 'profiles-missing':
      return (
        <Trans
          t={t}
          i18nKey="notices.profilesMissing"
          values={{
            file: notice.file,
            secrets: secretsPhrase(notice.passwords, notice.tokens),
          }}
          components={code}
        />
      )
    case 'tables-set-aside':
      return (
        <Trans
          t={t}
          i18nKey="notices.tablesSetAside"
          count={notice.tables.length}
          values={{
            file: notice.file,
            copy: notice.copy,
            reasons: notice.tables.map(reasonOf).join('; '),
          }}
          components={code}
        />
      )
    case 'settings-reset':
      return t('notices.settingsReset', {
        count: notice.fields.length,
        fields: notice.fields.map((field) => t(`messages:fields.setting.${field}`)).join(', '),
      })
    case 'records-quarantined': {
      const names = notice.profiles.map((p) =>
        // A record set aside by an earlier version kept no reason.
        p.reason === ''
          ? quote(p.name)
          : t('notices.quotedWithReason', { name: p.name, reason: reasonOf(p) }),
      )
      return (
        <Trans
          t={t}
          i18nKey="notices.quarantined"
          count={notice.count}
          values={{ file: notice.file, names: nameList(names, notice.count) }}
          components={code}
        />
      )
    }
    case 'keyring-changed': {
      const before = [...new Set(notice.storedWith.map((backend) => keyringName(backend)))]
      return t('notices.keyringChanged', {
        count: notice.passwords + notice.tokens,
        secrets: secretsPhrase(notice.passwords, notice.tokens),
        before: before.reduce((first, second) => t('notices.both', { first, second })),
        now:
          notice.current === 'unknown'
            ? t('notices.nothingEncrypts')
            : t('notices.encryptsWith', { keyring: keyringName(notice.current) }),
      })
    }
    case 'passwords-shared':
      return t('notices.passwordsShared', {
        logins: notice.logins
          .map((login) =>
            t('notices.replaced', {
              kept: login.kept,
              replaced: nameList(
                login.replaced.map((name) => quote(name)),
                login.replaced.length,
              ),
            }),
          )
          .join('; '),
      })
    case 'permissions-left-open':
      return (
        <Trans
          t={t}
          i18nKey="notices.permissionsOpen"
          values={{ path: notice.path, mode: notice.mode, errno: notice.errno }}
          components={code}
        />
      )
  }
}

/**
 * What main found at start-up: where damaged data went, or why stored
 * secrets cannot be read in this session, so nothing seems lost. Shown until
 * dismissed; a landmark, not an alert.
 */
export function StartupNotices() {
  const headingId = useId()
  const notices = useAppInfo((s) => s.info?.notices ?? none)
  const [hidden, setHidden] = useState(false)
  const t = useT('sidebar')
  if (hidden || notices.length === 0) return null
  return (
    <aside className="banner banner-notice" aria-labelledby={headingId}>
      <div className="banner-notice-body">
        <h2 id={headingId} className="banner-title">
          {t('notices.title')}
        </h2>
        <ul className="notice-list">
          {notices.map((notice, index) => (
            <li key={index}>
              <NoticeText notice={notice} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setHidden(true)}>
        {t('notices.hide')}
      </button>
    </aside>
  )
}
