import type { Translation } from '../../translation'
import type { fields as en } from '../../en/messages/fields'

export const fields: Translation<typeof en> = {}
