import { useRef, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import type {
  HostMoveChoice,
  ImportFormat,
  ImportMode,
  ImportPreview,
} from '../../../shared/model/transfer'
import { t } from '../i18n'
import { call } from '../lib/api'
import {
  decodeFile,
  formatOf,
  notTextProblem,
  resultMessage,
  sizeProblem,
  type FileEncoding,
} from '../lib/importFile'
import { useLoginPasswords } from '../store/loginPasswords'
import { useProfileList } from '../store/profileList'
import { useStatus } from '../store/status'

export type ImportStage =
  | { kind: 'choose' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'refused'; fileName: string; message: string }
  | { kind: 'failed'; fileName: string; error: AppError }
  | {
      kind: 'preview'
      fileName: string
      format: ImportFormat
      /** Sent again on import: main re-reads it, so it writes exactly what was previewed. */
      text: string
      encoding: FileEncoding
      preview: ImportPreview
    }

/**
 * The import dialog's steps: a chosen file is read and previewed by main
 * (the latest choice wins), then applied as previewed; afterwards the list
 * is loaded again and the new profiles without a password are offered the
 * login prompt (LoginPasswords).
 */
export function useImportProfiles(): {
  stage: ImportStage
  mode: ImportMode
  setMode: (mode: ImportMode) => void
  /** What to do with the rows on another host: nothing unless the user opts in. */
  hostMoves: HostMoveChoice
  setHostMoves: (choice: HostMoveChoice) => void
  applying: boolean
  applyError: AppError | null
  choose: (file: File | undefined) => Promise<void>
  /** True once the profiles are written: the dialog closes. */
  apply: () => Promise<boolean>
} {
  const readSeq = useRef(0)
  const [stage, setStage] = useState<ImportStage>({ kind: 'choose' })
  const [mode, setMode] = useState<ImportMode>('add-and-update')
  const [hostMoves, setHostMoves] = useState<HostMoveChoice>('leave')
  const [applying, setApplying] = useState(false)
  const [applyError, setApplyError] = useState<AppError | null>(null)

  const choose = async (file: File | undefined): Promise<void> => {
    setApplyError(null)
    setMode('add-and-update')
    setHostMoves('leave')
    // Every choice counts, a cleared one too: a read or preview still on its way is stale.
    const seq = ++readSeq.current
    if (file === undefined) {
      setStage({ kind: 'choose' })
      return
    }
    const refused = sizeProblem(file)
    if (refused !== null) {
      setStage({ kind: 'refused', fileName: file.name, message: refused })
      return
    }
    setStage({ kind: 'reading', fileName: file.name })
    let text: string
    let encoding: FileEncoding
    try {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const notText = notTextProblem(file.name, bytes)
      if (notText !== null) {
        if (seq === readSeq.current)
          setStage({ kind: 'refused', fileName: file.name, message: notText })
        return
      }
      ;({ text, encoding } = decodeFile(bytes))
    } catch {
      if (seq === readSeq.current) {
        setStage({
          kind: 'refused',
          fileName: file.name,
          message: t('importing:dialog.unreadable'),
        })
      }
      return
    }
    const format = formatOf(file.name, text)
    const result = await call((api) => api.previewImport({ format, text }))
    // Another file was chosen meanwhile: its preview wins.
    if (seq !== readSeq.current) return
    setStage(
      result.ok
        ? { kind: 'preview', fileName: file.name, format, text, encoding, preview: result.value }
        : { kind: 'failed', fileName: file.name, error: result.error },
    )
  }

  const apply = async (): Promise<boolean> => {
    if (stage.kind !== 'preview' || applying) return false
    setApplying(true)
    setApplyError(null)
    const { format, text } = stage
    const before = new Set(useProfileList.getState().profiles.map((p) => p.id))
    const result = await call((api) => api.applyImport({ format, text, mode, hostMoves }))
    setApplying(false)
    if (!result.ok) {
      setApplyError(result.error)
      return false
    }
    await useProfileList.getState().reload()
    // The new profiles, and those the update moved off their login's password (a password goes
    // only where it was typed for): one prompt per login that has none to use (LoginPasswords).
    const movedOff = stage.preview.rows.flatMap((row) =>
      ((row.kind === 'changed' && mode === 'add-and-update') ||
        (row.kind === 'moved' && hostMoves === 'move')) &&
      row.removes.password
        ? [row.profileId]
        : [],
    )
    void useLoginPasswords.getState().offerAfterImport(before, movedOff)
    useStatus.getState().show(resultMessage(result.value))
    return true
  }

  return { stage, mode, setMode, hostMoves, setHostMoves, applying, applyError, choose, apply }
}
