import { AppFailure } from '../../../shared/ipc/errors'
import type { RequestFields } from '../../../shared/model/request'
import { resolveRequestUrl, type RequestHosts } from '../../../shared/requests/resolveUrl'

export { fillBodyPlaceholders, profileOrigins } from '../../../shared/requests/resolveUrl'

/** The absolute URL a request goes to (the shared rule), or a refusal naming the field. */
export function resolveUrl(
  request: Pick<RequestFields, 'url' | 'relativeTo'>,
  profile: RequestHosts,
): URL {
  const resolved = resolveRequestUrl(request, profile)
  if (resolved.ok) return resolved.url
  const { message, said } = resolved
  throw new AppFailure({
    code: 'invalid-input',
    message,
    said,
    issues: [{ path: 'url', message, said }],
  })
}
