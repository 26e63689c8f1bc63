import type { Translation } from '../../translation'
import type { requests as en } from '../../en/messages/requests'

export const requests: Translation<typeof en> = {}
