import { messages as de } from './de/messages'
import { messages as en } from './en/messages'
import { messagesSpeaker } from './sayMessage'

/**
 * A Said in any language the app speaks, its numbers written as `locale`
 * writes them: main's notifications in the desktop's language. A module of
 * its own so the window, which loads a language only when it speaks it,
 * never bundles every language's messages through ./sayMessage.ts.
 */
export const sayIn = messagesSpeaker({ en: { messages: en }, de: { messages: de } })
