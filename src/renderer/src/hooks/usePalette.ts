import { useEffect, useEffectEvent, useMemo, useState, type KeyboardEvent } from 'react'
import { commandFormats, type CopyFormat } from '../../../shared/model/copyFormats'
import { standingToken } from '../../../shared/model/token'
import { sortProfiles } from '../../../shared/search/profileQuery'
import type { QueryProblem } from '../../../shared/search/qualifiers'
import {
  paletteFind,
  profileActions,
  type AppCommand,
  labelMatches,
  type PaletteEntry,
  type ProfileAction,
} from '../lib/paletteEntries'
import { movedTo, paletteKey, type PaletteStep } from '../lib/paletteKeys'
import { useQualifiedList } from './useQualifiedList'
import { useNavigation } from '../store/navigation'
import { useProfileActions } from '../store/profileActions'
import { useProfileList } from '../store/profileList'
import { useRequestCollections } from '../store/requestCollections'
import { useStatus } from '../store/status'
import { useRenewAll } from '../store/renewAll'
import { verifyAll } from '../store/boardActions'
import { useSidebar } from '../store/sidebar'
import { i18n, t, useT } from '../i18n'

export interface Palette {
  step: PaletteStep
  query: string
  entries: PaletteEntry[]
  /** What the query asked that was not searched (lib/queryProblems says it). */
  problems: QueryProblem[]
  /** Matching profiles not listed (the list stops at MAX_PROFILES). */
  unlisted: number
  /** The highlighted option: what Enter runs. */
  current: PaletteEntry | undefined
  /**
   * The whole list is still on its way (the sidebar shows its first screen):
   * profiles are not searched yet, and Enter opens the best match once they are.
   */
  loading: boolean
  type(query: string): void
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void
  run(entry: PaletteEntry | undefined): void
  /** Escape: back from a profile's actions, else close. */
  back(): void
}

/**
 * The quick switcher's state: the step, the query, the highlighted option,
 * and what running an option does (it closes the switcher first).
 */
export function usePalette(close: () => void): Palette {
  const profiles = useProfileList((s) => s.profiles)
  const loading = useProfileList((s) => s.status === 'loading')
  /** Enter was pressed on a query before the list was in: it runs once the list is. */
  const [waiting, setWaiting] = useState(false)
  const sortKey = useSidebar((s) => s.sortKey)
  const [step, setStep] = useState<PaletteStep>({ kind: 'find' })
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  /** The find step's query and highlight while a profile's actions show: back restores them. */
  const [found, setFound] = useState({ query: '', active: 0 })

  const sorted = useMemo(() => sortProfiles(profiles, sortKey), [profiles, sortKey])
  // The sidebar's reading of `is:`, `portal:` and `host:` (only while finding a profile).
  const qualified = useQualifiedList(sorted, step.kind === 'find' ? query : '')
  // The options are named in the language spoken (useT renders again when it changes).
  useT('sidebar')
  const language = i18n.language
  const { entries, unlisted } = useMemo(
    () =>
      step.kind === 'find'
        ? paletteFind(qualified.list, qualified.text, qualified.filtered)
        : { entries: filterActions(query), unlisted: 0 },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language: the names paletteFind reads
    [step, qualified.list, qualified.text, qualified.filtered, query, language],
  )
  const current = entries[Math.min(active, entries.length - 1)]

  const go = (next: PaletteStep): void => {
    if (next.kind === 'act') setFound({ query, active })
    setStep(next)
    setQuery(next.kind === 'find' ? found.query : '')
    setActive(next.kind === 'find' ? found.active : 0)
  }

  const act = (profileId: string, action: ProfileAction): void => {
    close()
    useNavigation.getState().open(profileId)
    const actions = useProfileActions.getState()
    if (action.kind === 'get-token') void actions.getToken(profileId)
    if (action.kind === 'copy') void copyFrom(profileId, action.format)
  }

  const run = (entry: PaletteEntry | undefined): void => {
    if (entry?.kind === 'profile') act(entry.profile.id, { kind: 'open' })
    else if (entry?.kind === 'command') {
      close()
      runCommand(entry.command)
    } else if (entry?.kind === 'action' && step.kind === 'act') act(step.profileId, entry.action)
  }

  // Enter pressed before the list was in: once it is, the best match runs (and closes the
  // switcher); with none, the switcher stays and says nothing matches.
  const runWaiting = useEffectEvent(() => run(current))
  useEffect(() => {
    if (waiting && !loading) runWaiting()
  }, [waiting, loading])

  return {
    step,
    query,
    entries,
    problems: qualified.problems,
    unlisted,
    current,
    loading,
    type: (next) => {
      setQuery(next)
      setActive(0)
      // A changed query was not what Enter was pressed for.
      setWaiting(false)
    },
    onKeyDown: (event) => {
      const outcome = paletteKey(event, step, current, query)
      if (outcome === null) return
      event.preventDefault()
      if (outcome.kind === 'move') setActive((i) => movedTo(i, outcome.by, entries.length))
      else if (outcome.kind === 'run') {
        // Before the list is in, the best match may be a profile not searched yet.
        if (loading && step.kind === 'find' && query.trim() !== '') setWaiting(true)
        else run(current)
      } else go(outcome.to)
    },
    run,
    back: () => (step.kind === 'act' ? go({ kind: 'find' }) : close()),
  }
}

function filterActions(query: string): PaletteEntry[] {
  return profileActions().filter((entry) => labelMatches(entry.label, query))
}

function runCommand(command: AppCommand): void {
  const navigation = useNavigation.getState()
  if (command === 'renew-all') void useRenewAll.getState().start('due')
  if (command === 'verify-all') verifyAll()
  if (command === 'board') {
    navigation.openBoard()
    // The switcher closes: the Board's heading takes its focus.
    navigation.focus()
  }
  if (command === 'new-profile') navigation.startCreate()
  if (command === 'settings') navigation.openSettings()
}

/**
 * A copy chosen in the switcher. A command format (curl) needs a request to
 * call: a profile without one is told so plainly, as its opened detail shows,
 * instead of a red "Not available" panel.
 */
async function copyFrom(profileId: string, format: CopyFormat): Promise<void> {
  // No token to copy: said as a status, as the detail's disabled Copy says it, not a red panel.
  const row = useProfileList.getState().profiles.find((p) => p.id === profileId)
  if (row !== undefined && standingToken(row.token) === null) {
    useStatus.getState().show(t('sidebar:palette.noTokenToCopy', { name: row.name }))
    return
  }
  if (commandFormats.includes(format)) {
    await useRequestCollections.getState().load(profileId, true)
    const targets = useRequestCollections.getState().collections[profileId]?.targets
    if (targets?.copy === null) {
      useStatus.getState().show(t('sidebar:palette.noRequestToCopy'))
      return
    }
  }
  await useProfileActions.getState().copy(profileId, format)
}
