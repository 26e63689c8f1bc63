import { request, type Agent } from 'node:http'
import { request as httpsRequest } from 'node:https'

/**
 * A token request with nothing of the app: a `node:http` POST of the demo
 * login (the default agent, kept alive as the app's), its answer as text.
 * The floor the app's token path and Renew all are compared with. Over
 * https, `agent`: one that trusts the server and keeps connections alive.
 */
export function bareRequest(url: string, agent?: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ username: 'demo', password: 'demo-password' })
    const req = (url.startsWith('https:') ? httpsRequest : request)(
      url,
      {
        ...(agent ? { agent } : {}),
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve(text))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
