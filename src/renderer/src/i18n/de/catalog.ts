import type { Translation } from '../catalog'
import type { catalog as en } from '../en/catalog'

export const catalog = {} satisfies Translation<typeof en>
