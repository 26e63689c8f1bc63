import type { AppEvent } from '../../../shared/ipc/events'
import type { WindowCommand } from '../../../shared/ipc/commands'
import { useCommandRequests } from './commandRequests'
import { useNavigation } from './navigation'
import { useOutages } from './outages'
import { usePasswordPrompt } from './passwordPrompt'
import { useCli } from './cli'
import { useCatalog } from './catalog'
import { useDemo } from './demo'
import { useLock } from './lock'
import { useProfileActions } from './profileActions'
import { useProfileList } from './profileList'
import { useRenewAll } from './renewAll'
import { verifyAll } from './boardActions'
import { useStatus } from './status'
import { useUpdates } from './updates'
import { useSettings } from './settings'
import { openPalette } from '../lib/searchShortcut'
import { call } from '../lib/api'
import { sayOf, t } from '../i18n'
import { useListSearch } from './listSearch'

function dispatch(event: AppEvent): void {
  switch (event.type) {
    case 'profile-changed':
      useProfileActions.getState().received(event.profile)
      return
    case 'renew-all-progress':
      useRenewAll.getState().progressed(event)
      return
    case 'demo-changed':
      useDemo.getState().changed(event.status)
      return
    case 'update-status':
      useUpdates.getState().received(event.status)
      return
    case 'password-needed':
      useProfileActions.getState().passwordNeeded(event.profileId, event.client)
      return
    case 'password-wait-ended':
      useProfileActions.getState().passwordWaitEnded(event.profileId)
      return
    case 'cli-access-changed':
      useCli.getState().received(event.info)
      return
    case 'secured':
      useLock.getState().received(event.reason, event.passwordsForgotten, event.lock)
      // Forgotten session passwords change what each profile keeps.
      if (event.passwordsForgotten > 0) void useProfileList.getState().reload()
      return
    case 'unlocked':
      useLock.getState().unlocked()
      // Links opened while locked waited for the unlock.
      void takeLinkCommands()
      return
    case 'settings-changed':
      useSettings.getState().received(event.settings)
      return
    case 'open-quick-switcher':
      openPalette()
      return
    case 'command':
      runCommand(event.command)
      return
    case 'outages-changed':
      useOutages.setState({ outages: event.outages })
      return
    case 'storage-error':
      // Main keeps working from memory and retries; the user must know the disk refused.
      useStatus.getState().show(sayOf(event), { tone: 'error', until: Date.now() + 60_000 })
      return
    case 'catalog-changed':
      useCatalog.getState().received(event.sources)
      return
    case 'links-waiting':
      void takeLinkCommands()
      return
    case 'storage-recovered':
      // The error above said "kept in memory": it no longer holds.
      useStatus.getState().show(t('sidebar:status.storageRecovered', { file: event.file }))
      return
  }
}

/**
 * What the application menu, the tray or a notification asks the window to
 * do: the one switch over the command union (shared/ipc/commands.ts), so a
 * command added there fails to compile until it is handled here. Moves go
 * through the navigation, which asks first when a form holds changes.
 */
export function runCommand(command: WindowCommand): void {
  const navigation = useNavigation.getState()
  switch (command.kind) {
    case 'new-profile':
      navigation.startCreate()
      return
    case 'import':
      useCommandRequests.getState().askImport()
      return
    case 'export':
      useCommandRequests.getState().askExport()
      return
    case 'settings':
      navigation.openSettings()
      return
    case 'lock':
      void useLock.getState().lockNow()
      return
    case 'renew-all':
      void useRenewAll.getState().start()
      return
    case 'verify-all':
      verifyAll()
      return
    case 'quick-switcher':
      openPalette()
      return
    case 'board':
      navigation.openBoard()
      return
    case 'open-profile': {
      const { profileId, focus } = command
      whenListed(profileId, () => {
        useNavigation.getState().open(profileId)
        // Not moved (a form's changes are being asked about): the question comes first.
        if (useNavigation.getState().selectedId !== profileId) return
        if (focus === 'password') usePasswordPrompt.getState().open(profileId)
        else if (focus === 'new-password')
          usePasswordPrompt.getState().open(profileId, { retry: true })
        else if (focus === 'renew') useCommandRequests.getState().focusRenew(profileId)
      })
      return
    }
    case 'search':
      useListSearch.getState().ask(command.query)
      return
    case 'notice':
      useStatus.getState().show(sayOf({ message: command.text, said: command.said }), {
        tone: command.tone,
        topic: LINK_TOPIC,
      })
      return
    default:
      return command satisfies never
  }
}

/**
 * Listens to main's pushes (background renewals, other windows' changes);
 * returns the function that stops listening. Without a bridge there is nothing to hear.
 */
export function startEvents(): () => void {
  const api = (window as Partial<Window>).tokenDesk
  if (api === undefined) return () => undefined
  const stop = api.onEvent(dispatch)
  // A link that started the app (or came while the page loaded) waits in main: taken now.
  void takeLinkCommands()
  return stop
}

let taking: Promise<void> | null = null

/** The status topic of what a link's notice says. */
const LINK_TOPIC = 'link'

/**
 * Runs what tokendesk:// links left in main, once each (main hands each
 * over once). One take at a time; a push during it takes again after. A
 * locked window is refused: the commands wait for the unlock.
 */
function takeLinkCommands(): Promise<void> {
  const take = async (): Promise<void> => {
    const result = await call((api) => api.takeLinkCommands())
    if (!result.ok || result.value.length === 0) return
    // A new link: what the last one said ("14 profiles serve the account") is about that one.
    useStatus.getState().withdraw(LINK_TOPIC)
    for (const command of result.value) runCommand(command)
  }
  taking = (taking ?? Promise.resolve()).then(take).finally(() => {
    taking = null
  })
  return taking
}

/**
 * Runs `run` once the profile is in the window's list. The command that
 * brought the window forward may come while its list is still loading (the
 * window was just opened, or reloaded), or name a profile newer than the
 * list: it waits for the list, or reloads it once, instead of being dropped.
 */
function whenListed(profileId: string, run: () => void): void {
  const listed = () => useProfileList.getState().profiles.some((p) => p.id === profileId)
  const { status, reload } = useProfileList.getState()
  if (status === 'ready' && listed()) return run()
  const settled =
    status === 'loading'
      ? new Promise<void>((resolve) => {
          const stop = useProfileList.subscribe((s) => {
            if (s.status === 'loading') return
            stop()
            resolve()
          })
        })
      : reload()
  void settled.then(() => {
    if (listed()) run()
  })
}
