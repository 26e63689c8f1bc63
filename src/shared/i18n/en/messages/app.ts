/** Messages main composes (and the shared checks word) for app: see ../messages.ts. */
export const app = {}
