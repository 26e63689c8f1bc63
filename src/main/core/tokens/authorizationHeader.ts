import type { HeaderStyle } from '../../../shared/model/portal'

/** Spec 5.3: "Bearer <token>" for the analytics APIs, the bare token for the portal APIs. */
export const authorizationValue = (token: string, style: HeaderStyle): string =>
  style === 'bearer' ? `Bearer ${token}` : token
