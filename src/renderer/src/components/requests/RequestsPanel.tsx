import { useEffect, useId } from 'react'
import { DEMO_TAG } from '../../../../shared/model/demo'
import type { ProfileView } from '../../../../shared/model/profile'
import { useRequestCollections } from '../../store/requestCollections'
import { useT } from '../../i18n'
import { useRequestEditor } from '../../store/requestEditor'
import { NewRequestControls } from './NewRequestControls'
import { RequestEditor } from './RequestEditor'
import { ResponseView } from './ResponseView'
import { RunAnnouncer } from './RunAnnouncer'
import { RunHistory } from './RunHistory'
import { SavedRequestList } from './SavedRequestList'
import './requests.css'

interface Props {
  profile: ProfileView
}

/**
 * Test requests: prove the profile's token works against the service's other
 * APIs (spec 5.3). The page never holds the token: main adds it when sending.
 */
export function RequestsPanel({ profile }: Props) {
  const id = profile.id
  const titleId = useId()
  const open = useRequestEditor((s) => s.open)
  const load = useRequestCollections((s) => s.load)
  const generation = useRequestEditor((s) => s.sessions[id]?.generation)
  const t = useT('requests')

  // A demo profile's copy commands and Verify call the sandbox's whoami: a tag edit changes that.
  const demo = profile.tags.includes(DEMO_TAG)

  // The profile's editor (made once) and its saved requests, history and targets, loaded again.
  useEffect(() => {
    open(id, profile.headerStyle)
    void load(id)
  }, [open, load, id, profile.headerStyle, demo])

  return (
    <section className="card req-panel" aria-labelledby={titleId}>
      <div className="card-head req-head">
        <h2 id={titleId}>{t('panelTitle')}</h2>
        {generation !== undefined && (
          <NewRequestControls profileId={id} headerStyle={profile.headerStyle} />
        )}
      </div>
      {generation !== undefined && (
        <>
          <div className="req-workspace">
            <SavedRequestList profileId={id} />
            {/* A new or picked request starts the editor afresh: no messages from the last one. */}
            <RequestEditor key={`${id}:${generation}`} profile={profile} />
          </div>
          <ResponseView profileId={id} />
          <RunAnnouncer profileId={id} />
          <RunHistory profileId={id} />
        </>
      )}
    </section>
  )
}
