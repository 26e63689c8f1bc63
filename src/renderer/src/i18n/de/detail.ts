import type { Translation } from '../catalog'
import type { detail as en } from '../en/detail'

export const detail = {} satisfies Translation<typeof en>
