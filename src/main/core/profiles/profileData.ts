/**
 * Anything that keeps data per profile (saved requests, token activity, run
 * history…). Deleting a profile takes it all along, and Undo gives it back,
 * without the profile layer knowing what each owner keeps.
 */
export interface ProfileData<T = unknown> {
  /** Removes the profile's data and returns it, to give back on undo. */
  take(profileId: string): Promise<T>
  give(profileId: string, taken: T): Promise<void>
  /**
   * An edit took the profile's token away (its base URL, username, account
   * or a host changed): whatever was granted to that token goes too, e.g.
   * the extra hosts the user approved for it. Returns how to put it back if
   * the edit is not written after all.
   */
  tokenRemoved?(profileId: string): () => void
}
