import type { Translation } from '../../translation'
import type { network as en } from '../../en/messages/network'

export const network: Translation<typeof en> = {}
