/** Messages main composes (and the shared checks word) for fields: see ../messages.ts. */
export const fields = {}
