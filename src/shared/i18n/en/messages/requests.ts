/** Messages main composes (and the shared checks word) for requests: see ../messages.ts. */
export const requests = {}
