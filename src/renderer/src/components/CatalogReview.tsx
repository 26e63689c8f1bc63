import { useId, useRef, useState } from 'react'
import type { HostMoveChoice } from '../../../shared/model/transfer'
import { useT } from '../i18n'
import { useCatalog } from '../store/catalog'
import { BusyButton } from './BusyButton'
import { CatalogCommands } from './CatalogCommands'
import { DialogHead } from './DialogHead'
import { ErrorPanel } from './ErrorPanel'
import { ImportPreviewTable } from './ImportPreviewTable'
import { ModalDialog } from './ModalDialog'

const catalogHostMoves: readonly HostMoveChoice[] = ['leave', 'move']

/**
 * A team catalog's changes, in the import preview's groups, with the
 * profiles it no longer lists: the first sync of a source asks here before
 * anything is written, later ones for what could lose something (host
 * moves, removals). A removed profile is marked retired, never deleted.
 */
export function CatalogReview() {
  const reviewing = useCatalog((s) => s.reviewing)
  if (reviewing === null) return null
  return <ReviewDialog key={reviewing.sourceId} />
}

function ReviewDialog() {
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const reviewing = useCatalog((s) => s.reviewing)
  const applying = useCatalog((s) => s.applying)
  const error = useCatalog((s) => s.reviewError)
  const close = useCatalog((s) => s.closeReview)
  const apply = useCatalog((s) => s.apply)
  const t = useT('catalog')
  const [hostMoves, setHostMoves] = useState<HostMoveChoice>('leave')
  const [retire, setRetire] = useState(true)
  // Offered ticked while one of them is new to the user; main's dialog asks again either way.
  const [useCommands, setUseCommands] = useState(
    () => reviewing?.commands.some((c) => !c.reviewed) ?? false,
  )
  if (reviewing === null) return null
  const { preview, removed, sourceName, first, commands } = reviewing
  const writes = preview.counts.added + preview.counts.changed + preview.counts.moved
  return (
    <ModalDialog className="dialog import-dialog catalog-review" titleId={titleId} onEscape={close}>
      <DialogHead
        titleId={titleId}
        closeLabel={t('review.notNow')}
        onClose={close}
        closeDisabled={applying}
      >
        {t('review.title', { name: sourceName })}
      </DialogHead>
      <div className="dialog-body">
        <p>{first ? t('review.first', { name: sourceName }) : t('review.later')}</p>
        <ImportPreviewTable
          fileName={sourceName}
          preview={preview}
          hostMoves={hostMoves}
          onHostMoves={(choice) => setHostMoves(choice)}
          disabled={applying}
          hostMoveChoices={catalogHostMoves}
        />
        {removed.length > 0 && (
          <section className="catalog-removed" aria-label={t('review.removed')}>
            <h3>{t('review.removedCount', { count: removed.length })}</h3>
            <ul>
              {removed.map((r) => (
                <li key={r.profileId}>{r.name}</li>
              ))}
            </ul>
            <label className="check-row">
              <input
                type="checkbox"
                checked={retire}
                disabled={applying}
                onChange={(e) => setRetire(e.target.checked)}
              />
              {t('review.retire', { name: sourceName, count: removed.length })}
            </label>
          </section>
        )}
        {commands.length > 0 && (
          <CatalogCommands
            commands={commands}
            checked={useCommands}
            disabled={applying}
            onChange={setUseCommands}
          />
        )}
        {error && <ErrorPanel error={error} />}
      </div>
      <div className="dialog-foot">
        <button ref={closeRef} type="button" className="btn" disabled={applying} onClick={close}>
          {t('review.notNow')}
        </button>
        <BusyButton
          className="btn btn-primary"
          busy={applying}
          disabled={applying || (writes === 0 && removed.length === 0 && commands.length === 0)}
          spinner
          label={first ? t('review.applyFirst', { count: writes }) : t('review.apply')}
          busyLabel={t('review.applying')}
          onClick={() =>
            void apply(
              hostMoves === 'move' ? 'move' : 'leave',
              retire,
              useCommands ? 'use' : 'leave',
            )
          }
        />
      </div>
    </ModalDialog>
  )
}
