import type { Translation } from '../catalog'
import type { settings as en } from '../en/settings'

export const settings = {} satisfies Translation<typeof en>
