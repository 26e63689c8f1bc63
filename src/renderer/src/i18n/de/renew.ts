import type { Translation } from '../catalog'
import type { renew as en } from '../en/renew'

export const renew = {} satisfies Translation<typeof en>
