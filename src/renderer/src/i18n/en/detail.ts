/** A profile's detail: its token, copies, checks, verification, prompts and questions. */
export const detail = {}
