/** Renew all and the outcome of batch actions, exports of profiles and activity. */
export const renew = {}
