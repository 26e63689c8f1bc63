import type { Translation } from '../catalog'
import type { requests as en } from '../en/requests'

export const requests = {} satisfies Translation<typeof en>
