/** Messages main composes (and the shared checks word) for catalog: see ../messages.ts. */
export const catalog = {}
