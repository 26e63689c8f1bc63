import type { Translation } from '../../translation'
import type { app as en } from '../../en/messages/app'

export const app: Translation<typeof en> = {}
