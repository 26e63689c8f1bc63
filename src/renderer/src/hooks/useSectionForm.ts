import { useCallback, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'

export interface SectionForm<V> {
  values: V
  /** A field typed in: "Saved" no longer describes what is shown. */
  set<K extends keyof V>(field: K, value: V[K]): void
  /** The form's own change (a secret cleared once sent): "Saved" stays. */
  clear<K extends keyof V>(field: K, value: V[K]): void
  /** All fields at once, as main answered them. */
  show(values: V): void
  error: AppError | null
  setError(error: AppError | null): void
  busy: boolean
  saved: boolean
  /** A field was typed in since the form was shown or saved. */
  changed: boolean
  /**
   * Runs a save once at a time: busy meanwhile, then "Saved", or the error
   * it returns (fields stay as typed).
   */
  save(run: () => Promise<AppError | null>): Promise<void>
}

/** What the settings sections that save on their own (Network, a profile's Network) hold. */
export function useSectionForm<V>(initial: V | (() => V)): SectionForm<V> {
  const [values, setValues] = useState<V>(initial)
  const [error, setError] = useState<AppError | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [changed, setChanged] = useState(false)
  // Stable, as a state setter is: loaders list it among their effects' dependencies.
  const show = useCallback((next: V) => {
    setValues(next)
    setChanged(false)
  }, [])
  const clear = useCallback(
    <K extends keyof V>(field: K, value: V[K]): void =>
      setValues((v) => ({ ...v, [field]: value })),
    [],
  )
  return {
    values,
    set: (field, value) => {
      clear(field, value)
      setSaved(false)
      setChanged(true)
    },
    clear,
    show,
    error,
    setError,
    busy,
    saved,
    changed,
    save: async (run) => {
      if (busy) return
      setBusy(true)
      setSaved(false)
      setError(null)
      const failure = await run()
      setBusy(false)
      if (failure === null) {
        setSaved(true)
        setChanged(false)
      } else setError(failure)
    },
  }
}
