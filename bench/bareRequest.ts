import { request } from 'node:http'

/**
 * A token request with nothing of the app: a `node:http` POST of the demo
 * login (the default agent, kept alive as the app's), its answer as text.
 * The floor the app's token path and Renew all are compared with.
 */
export function bareRequest(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ username: 'demo', password: 'demo-password' })
    const req = request(
      url,
      {
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
