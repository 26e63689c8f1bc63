import type { Translation } from '../../translation'
import type { catalog as en } from '../../en/messages/catalog'

export const catalog: Translation<typeof en> = {}
