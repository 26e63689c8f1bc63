/** Messages main composes (and the shared checks word) for network: see ../messages.ts. */
export const network = {}
