import type { ServerResponse } from 'node:http'
import type { AppEvent } from '../shared/ipc/events'
import type { EventSink } from '../main/core/events'

/** Main's pushes as server-sent events: the harness's stand-in for webContents.send. */
export class EventStream implements EventSink {
  private readonly clients = new Set<ServerResponse>()

  attach(res: ServerResponse, headers: Record<string, string>): void {
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      Connection: 'keep-alive',
    })
    res.write(': connected\n\n')
    this.clients.add(res)
    res.on('close', () => this.clients.delete(res))
  }

  emit(event: AppEvent): void {
    const frame = `data: ${JSON.stringify(event)}\n\n`
    for (const client of this.clients) client.write(frame)
  }

  closeAll(): void {
    for (const client of this.clients) client.end()
    this.clients.clear()
  }
}
