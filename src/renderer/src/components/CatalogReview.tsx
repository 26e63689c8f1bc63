import { useId, useRef, useState } from 'react'
import type { HostMoveChoice } from '../../../shared/model/transfer'
import { countOf } from '../lib/labels'
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
      <DialogHead titleId={titleId} closeLabel="Not now" onClose={close} closeDisabled={applying}>
        Team catalog {sourceName}
      </DialogHead>
      <div className="dialog-body">
        <p>
          {first
            ? `This is the first sync of “${sourceName}”: nothing is written until you apply it. From then on, new profiles and changed names, account names and tags arrive on their own.`
            : 'These changes could lose something, so they wait for you: a host move drops the stored password for that profile, and a profile the catalog no longer lists is marked retired (never deleted).'}
        </p>
        <ImportPreviewTable
          fileName={sourceName}
          preview={preview}
          hostMoves={hostMoves}
          onHostMoves={(choice) => setHostMoves(choice)}
          disabled={applying}
          hostMoveChoices={catalogHostMoves}
        />
        {removed.length > 0 && (
          <section className="catalog-removed" aria-label="Removed from the catalog">
            <h3>Removed from the catalog ({removed.length})</h3>
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
              Mark {removed.length === 1 ? 'it' : 'them'} “retired from {sourceName}” (kept, with
              {removed.length === 1 ? ' its' : ' their'} passwords, until you delete{' '}
              {removed.length === 1 ? 'it' : 'them'})
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
          Not now
        </button>
        <BusyButton
          className="btn btn-primary"
          busy={applying}
          disabled={applying || (writes === 0 && removed.length === 0 && commands.length === 0)}
          spinner
          label={first ? `Apply and follow (${countOf(writes, 'profile')})` : 'Apply changes'}
          busyLabel="Applying…"
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
