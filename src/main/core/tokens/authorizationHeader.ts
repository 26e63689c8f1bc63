import type { HeaderStyle } from '../../../shared/model/portal'

/** Spec 5.3: "Bearer <token>" (the analytics APIs take it), or the bare token. */
export const authorizationValue = (token: string, style: HeaderStyle): string =>
  style === 'bearer' ? `Bearer ${token}` : token
