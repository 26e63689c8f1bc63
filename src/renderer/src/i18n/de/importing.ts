import type { Translation } from '../catalog'
import type { importing as en } from '../en/importing'

export const importing = {} satisfies Translation<typeof en>
