import type { Translation } from '../catalog'
import type { profileForm as en } from '../en/profileForm'

export const profileForm = {} satisfies Translation<typeof en>
