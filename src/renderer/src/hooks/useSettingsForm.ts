import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { Settings } from '../../../shared/model/settings'
import { useSettings } from '../store/settings'
import { useSectionForm, type SectionForm } from './useSectionForm'
import { useUnsavedChanges } from './useUnsavedChanges'

/**
 * A Settings section over some of main's settings, as each of them works:
 * the fields as saved (here or in another window, shown unless the user is
 * changing them), its own Save sending just those fields, and what leaving
 * would lose (`unsaved`, named in the leave question) while they differ.
 */
export function useSettingsForm<K extends keyof Settings>(
  keys: readonly K[],
  unsaved: string,
): { form: SectionForm<Pick<Settings, K>>; submit: () => Promise<void> } {
  const stored = useSettings(
    useShallow((s) => Object.fromEntries(keys.map((k) => [k, s.settings[k]])) as Pick<Settings, K>),
  )
  const save = useSettings((s) => s.save)
  const form = useSectionForm(() => stored)
  useUnsavedChanges(() => (form.changed ? unsaved : null))
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show(stored)
  }, [stored, changed, show])
  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save(form.values)
      return result.ok ? null : result.error
    })
  return { form, submit }
}
