/** Messages main composes (and the shared checks word) for inputs: see ../messages.ts. */
export const inputs = {}
