import { create } from 'zustand'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { AppEvent, RenewAllSummary } from '../../../shared/ipc/events'
import type { RenewScope } from '../../../shared/renew/renewPlan'
import { call } from '../lib/api'
import { onProfilesGone, useProfileList } from './profileList'
import { tokensThen, type TokensThen } from '../../../shared/renew/laterOutcomes'

type Progress = Extract<AppEvent, { type: 'renew-all-progress' }>

interface RenewAllState {
  running: boolean
  /** Done and total from main's progress events; null until the first one arrives. */
  progress: { done: number; total: number } | null
  /** The last run's result, shown until dismissed. */
  summary: RenewAllSummary | null
  /** The tokens of the profiles it did not serve, when it came (tokensGotSince). */
  tokensThen: TokensThen
  /** The run as a whole failed (main unreachable, storage). */
  error: AppError | null

  /** 'due' from the Renew all button; 'without-token' when the user takes the offer after a run. */
  start(scope?: RenewScope): Promise<void>
  /** Get or renew tokens for these profiles (the Board's selection, a group's Retry). */
  renewChosen(profileIds: readonly string[]): Promise<void>
  progressed(event: Progress): void
  dismiss(): void
}

export const useRenewAll = create<RenewAllState>()((set, get) => ({
  running: false,
  progress: null,
  summary: null,
  tokensThen: new Map(),
  error: null,

  start: (scope = 'due') => run(() => call((api) => api.renewAll({ scope }))),
  renewChosen: (profileIds) =>
    profileIds.length === 0
      ? Promise.resolve()
      : run(() => call((api) => api.renewProfiles({ profileIds: [...profileIds] }))),

  progressed(event) {
    // Only this window's run: another window's pushes would never end in a summary here.
    if (!get().running) return
    set((s) => ({
      progress: {
        done: Math.max(event.done, s.progress?.done ?? 0),
        total: event.total,
      },
    }))
  },

  dismiss() {
    set({ summary: null, error: null })
  },
}))

/** One run at a time: the summary of the last, until dismissed. */
async function run(request: () => Promise<Result<RenewAllSummary>>): Promise<void> {
  const { getState: get, setState: set } = useRenewAll
  if (get().running) return
  set({ running: true, progress: null, summary: null, error: null })
  const result = await request()
  set({
    running: false,
    progress: null,
    summary: result.ok ? result.value : null,
    tokensThen: result.ok
      ? tokensThen(result.value.outcomes, useProfileList.getState().profiles)
      : new Map(),
    error: result.ok ? null : result.error,
  })
  // Each renewal was announced as it finished; a reload catches anything missed.
  void useProfileList.getState().reload()
}

// A deleted profile leaves the results: no "Enter passwords" or Retry for a profile that is gone,
// and it is not counted ("50 profiles chosen: 0 got a token" after deleting them all). With none
// left, the results go; an Undo brings the profiles back with their own states, not the results.
onProfilesGone((gone) => {
  const { summary } = useRenewAll.getState()
  if (summary === null || !summary.outcomes.some((o) => gone.has(o.profileId))) return
  const outcomes = summary.outcomes.filter((o) => !gone.has(o.profileId))
  const left = summary.total - (summary.outcomes.length - outcomes.length)
  useRenewAll.setState({
    summary: outcomes.length === 0 && left <= 0 ? null : { ...summary, outcomes, total: left },
  })
})
