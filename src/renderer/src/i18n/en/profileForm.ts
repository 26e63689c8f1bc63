/** The profile form and its sections. */
export const profileForm = {}
