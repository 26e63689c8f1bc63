import type { Translation } from '../catalog'
import type { sidebar as en } from '../en/sidebar'

export const sidebar = {} satisfies Translation<typeof en>
