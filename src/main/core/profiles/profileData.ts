/**
 * Anything that keeps data per profile (saved requests, token activity, run
 * history…). Deleting a profile takes it all along, and Undo gives it back,
 * without the profile layer knowing what each owner keeps.
 */
export interface ProfileData<T = unknown> {
  /** Removes the profile's data and returns it, to give back on undo. */
  take(profileId: string): Promise<T>
  give(profileId: string, taken: T): Promise<void>
}
