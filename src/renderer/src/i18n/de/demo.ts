import type { Translation } from '../catalog'
import type { demo as en } from '../en/demo'

export const demo = {} satisfies Translation<typeof en>
