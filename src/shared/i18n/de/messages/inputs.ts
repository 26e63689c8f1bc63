import type { Translation } from '../../translation'
import type { inputs as en } from '../../en/messages/inputs'

export const inputs: Translation<typeof en> = {}
