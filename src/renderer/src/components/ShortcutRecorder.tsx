import { useId, useState, type KeyboardEvent } from 'react'
import { useT } from '../i18n'
import { keycaps, recordKey } from '../lib/keyRecorder'
import type { ControlProps } from './Field'

interface Props {
  control: ControlProps
  /** The accelerator shown ('' for none). */
  value: string
  onChange: (accelerator: string) => void
  /** Keys refused (no modifier, taken, no name): the message, or null once good keys come. */
  onRefused: (message: string | null) => void
  mac: boolean
}

/** Keycaps, each in its own <kbd>, as the platform writes them (and the language: Strg in German). */
export function Keycaps({ accelerator, mac }: { accelerator: string; mac: boolean }) {
  const t = useT('common')
  return (
    <span className="keycaps">
      {keycaps(accelerator, mac).map((cap, i) => (
        <kbd key={`${i}-${cap}`}>{cap === 'Ctrl' ? t('ctrlKey') : cap}</kbd>
      ))}
    </span>
  )
}

/**
 * The shortcut field: focus it and press the keys. It shows them as keycaps
 * while they are held, keeps them as an Electron accelerator once a key
 * comes with its modifiers (the mapping is lib/keyRecorder.ts), and refuses
 * keys a global shortcut cannot be. It keeps recording while focused (other
 * keys replace the last); Enter or Escape stops, Backspace or Delete
 * clears, Tab moves on as everywhere.
 */
export function ShortcutRecorder({ control, value, onChange, onRefused, mac }: Props) {
  const t = useT('settings')
  const noteId = useId()
  const [recording, setRecording] = useState(false)
  /** Modifiers held so far, or keys just refused: shown instead of the value meanwhile. */
  const [pressed, setPressed] = useState<{ keys: string; refused: boolean } | null>(null)

  const stop = (): void => {
    setRecording(false)
    setPressed(null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (!recording) {
      // Enter or Space on the field starts recording again, as a click does.
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        setRecording(true)
      }
      return
    }
    const recorded = recordKey(event.nativeEvent, mac)
    if (recorded.kind === 'pass') return
    event.preventDefault()
    event.stopPropagation()
    switch (recorded.kind) {
      case 'holding':
        setPressed({ keys: recorded.accelerator, refused: false })
        return
      case 'cancel':
      case 'done':
        onRefused(null)
        stop()
        return
      case 'clear':
        onRefused(null)
        onChange('')
        setPressed(null)
        return
      case 'refused':
        setPressed({ keys: recorded.accelerator, refused: true })
        onRefused(recorded.message)
        return
      case 'accelerator':
        // Still recording: other keys pressed next replace these, until Enter, Escape or Tab.
        onRefused(null)
        onChange(recorded.accelerator)
        setPressed(null)
        return
    }
  }

  // Modifiers let go without a key: nothing was recorded.
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (!event.ctrlKey && !event.altKey && !event.shiftKey && !event.metaKey) {
      setPressed((held) => (held?.refused === false ? null : held))
    }
  }

  const shown = pressed?.keys ?? value
  const note = recording
    ? t('recorder.recording')
    : value === ''
      ? t('recorder.empty')
      : t('recorder.again')
  return (
    <>
      <button
        {...control}
        type="button"
        className={`key-recorder${recording ? ' key-recorder-recording' : ''}`}
        aria-describedby={[noteId, control['aria-describedby']].filter(Boolean).join(' ')}
        onFocus={() => setRecording(true)}
        onBlur={stop}
        onClick={() => setRecording(true)}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
      >
        {shown === '' ? (
          <span className="muted">{recording ? t('recorder.pressKeys') : t('recorder.none')}</span>
        ) : (
          <Keycaps accelerator={shown} mac={mac} />
        )}
      </button>
      <span id={noteId} className="key-recorder-note" role="status">
        {value === '' ? '' : t('recorder.keys', { keys: keycaps(value, mac).join(mac ? '' : '+') })}
        {note}
      </span>
    </>
  )
}
