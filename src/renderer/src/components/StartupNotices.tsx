import { useId, useState } from 'react'
import { keyringLabel } from '../../../shared/model/keyring'
import type { Notice } from '../../../shared/model/notice'
import { settingTitles } from '../../../shared/model/settings'
import { countOf, formatCount, nameList } from '../lib/labels'
import { useAppInfo } from '../store/appInfo'

const none: Notice[] = []

/** "3 saved passwords and 1 token" */
function secretsPhrase(passwords: number, tokens: number): string {
  const parts = [
    ...(passwords > 0 ? [countOf(passwords, 'saved password')] : []),
    ...(tokens > 0 ? [countOf(tokens, passwords > 0 ? 'token' : 'saved token')] : []),
  ]
  return parts.join(' and ')
}

function NoticeText({ notice }: { notice: Notice }) {
  switch (notice.kind) {
    case 'store-recovered':
      return notice.store === 'profiles' ? (
        <>
          profiles.json could not be read ({notice.reason}). It was moved to{' '}
          <code>{notice.movedTo}</code> and Token Desk started empty. Nothing was deleted.
        </>
      ) : (
        <>
          Stored passwords could not be read ({notice.reason}). The file was moved to{' '}
          <code>{notice.movedTo}</code>, so enter them again when asked. Nothing was deleted.
        </>
      )
    case 'store-upgraded':
      return (
        <>
          Your data was converted to this version&apos;s faster storage (tokens, activity and
          history no longer rewrite the whole file). The files from before were kept:{' '}
          {notice.backups.map((path, i) => (
            <span key={path}>
              {i > 0 && ', '}
              <code>{path}</code>
            </span>
          ))}
          .
        </>
      )
    case 'state-damaged':
      return (
        <>
          {notice.lines === 1 ? '1 entry' : `${notice.lines} entries`} of <code>{notice.file}</code>{' '}
          could not be read and {notice.lines === 1 ? 'was' : 'were'} skipped; everything else was
          read.{' '}
          {notice.copy ? (
            <>
              The file as it was is kept at <code>{notice.copy}</code>.
            </>
          ) : null}{' '}
          A token or a stored password whose entry was lost shows as missing: get the token again,
          or enter the password when the profile asks for it.
        </>
      )
    case 'state-missing':
      return (
        <>
          <code>{notice.file}</code>, where tokens and stored passwords are kept, was{' '}
          {notice.found === 'missing' ? 'missing' : 'empty'}, so{' '}
          {notice.profiles === 1
            ? 'your profile starts without its token and stored password'
            : `your ${formatCount(notice.profiles)} profiles start without their tokens and stored passwords`}
          . The profiles themselves were read. If you have a backup of that file, quit Token Desk
          and put it back; otherwise get tokens and enter passwords again.
        </>
      )
    case 'profiles-missing':
      return (
        <>
          <code>{notice.file}</code> was missing, so no profile was read, but{' '}
          {secretsPhrase(notice.passwords, notice.tokens)} of earlier profiles are still kept. If
          you have a copy of that file, quit Token Desk and put it back: the profiles return with
          them. Nothing was deleted.
        </>
      )
    case 'tables-set-aside': {
      const one = notice.tables.length === 1
      return (
        <>
          <code>{notice.file}</code> had {one ? 'a table' : `${notice.tables.length} tables`} of the
          wrong type: {notice.tables.map((table) => table.reason).join('; ')}.{' '}
          {one ? 'It starts' : 'They start'} empty, with {one ? 'its' : 'their'} defaults;
          everything else, your profiles included, was read. The file as it was is kept at{' '}
          <code>{notice.copy}</code>: to get {one ? 'it' : 'them'} back, correct{' '}
          {one ? 'it' : 'them'} there and put that file in place of the other while Token Desk is
          closed. Nothing was deleted.
        </>
      )
    }
    case 'settings-reset':
      return (
        <>
          {notice.fields.length === 1 ? 'A setting' : `${notice.fields.length} settings`} in the
          saved file had values this version cannot use, so{' '}
          {notice.fields.length === 1 ? 'it reads' : 'they read'} as the default:{' '}
          {notice.fields.map((field) => settingTitles[field]).join(', ')}. Check them in Settings;
          saving there writes them again.
        </>
      )
    case 'records-quarantined':
      return (
        <>
          {notice.count === 1
            ? '1 profile could not be read and was'
            : `${formatCount(notice.count)} profiles could not be read and were`}{' '}
          set aside, with their tokens, in <code>{notice.file}</code> under “quarantine”:{' '}
          {notice.profiles
            // A record set aside by an earlier version kept no reason.
            .map((p) => (p.reason === '' ? `“${p.name}”` : `“${p.name}” (${p.reason})`))
            .join(', ')}
          {notice.count > notice.profiles.length
            ? ` and ${formatCount(notice.count - notice.profiles.length)} more`
            : ''}
          . Create them again, or correct them in the file while Token Desk is closed.
        </>
      )
    case 'keyring-changed': {
      const before = [...new Set(notice.storedWith.map(keyringLabel))].join(' and ')
      const phrase = secretsPhrase(notice.passwords, notice.tokens)
      const one = notice.passwords + notice.tokens === 1
      const now =
        notice.current === 'unknown'
          ? 'nothing can encrypt this session'
          : `it encrypts with ${keyringLabel(notice.current)} instead`
      return (
        <>
          {phrase.charAt(0).toUpperCase() + phrase.slice(1)} {one ? 'was' : 'were'} stored with{' '}
          {before}, whose key this session did not get ({now}), so {one ? 'it' : 'they'} cannot be
          read now. If it is locked, unlock it and restart Token Desk; if it belongs to another
          login or computer, start Token Desk there; or enter {one ? 'it' : 'them'} again. Nothing
          was deleted.
        </>
      )
    }
    case 'passwords-shared':
      return (
        <>
          Profiles with the same address and username now share one password. Where they had
          different ones, the most recently used profile&apos;s was kept:{' '}
          {notice.logins.map((login, i) => (
            <span key={login.kept}>
              {i > 0 && '; '}
              the one of “{login.kept}” replaced that of{' '}
              {nameList(login.replaced, login.replaced.length)}
            </span>
          ))}
          . If a replaced password was the right one, enter it again: it then serves all of them.
        </>
      )
    case 'permissions-left-open':
      return (
        <>
          <code>{notice.path}</code> may be readable by other users of this computer (mode{' '}
          {notice.mode}), and Token Desk could not change that ({notice.errno}). Its owner can run{' '}
          <code>chmod go-rwx</code> on it.
        </>
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
  if (hidden || notices.length === 0) return null
  return (
    <aside className="banner banner-notice" aria-labelledby={headingId}>
      <div className="banner-notice-body">
        <h2 id={headingId} className="banner-title">
          At start-up
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
        Hide notice
      </button>
    </aside>
  )
}
