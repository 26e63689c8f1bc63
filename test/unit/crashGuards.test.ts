import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { describeError, installCrashGuards } from '../../src/main/core/log/crashGuards'
import { createLogger } from '../../src/main/core/log/logger'

function guarded() {
  const written: string[] = []
  const process = new EventEmitter()
  installCrashGuards(process, createLogger({ write: (line) => written.push(line) }))
  return { process, written }
}

describe('installCrashGuards', () => {
  it('logs an uncaught exception (class, redacted message, frames) and lets the app run on', () => {
    const { process, written } = guarded()
    const error = new TypeError('cannot read x of {"password":"pw-in-message"} Bearer tok-in-msg')
    // With a listener, emitting does not throw: Node would otherwise end the process.
    expect(() => process.emit('uncaughtException', error)).not.toThrow()
    expect(written).toHaveLength(1)
    const line = written[0]!
    expect(line).toMatch(/ ERROR Uncaught exception: TypeError: cannot read x of/)
    expect(line).toContain('\\nat ') // stack frames, on the same line
    expect(line).toContain('crashGuards.test.ts')
    expect(line).not.toContain('pw-in-message')
    expect(line).not.toContain('tok-in-msg')
  })

  it('logs an unhandled rejection, whatever was rejected', () => {
    const { process, written } = guarded()
    process.emit('unhandledRejection', new RangeError('out of range'))
    process.emit('unhandledRejection', 'token=leaked-str')
    process.emit('unhandledRejection', { any: 'object' })
    expect(written[0]).toContain('Unhandled promise rejection: RangeError: out of range')
    expect(written[1]).toContain('Unhandled promise rejection: (a string) token=‹redacted›')
    expect(written[2]).toContain('Unhandled promise rejection: (a value of type object)')
  })
})

describe('describeError', () => {
  it('names the cause too', () => {
    const error = new Error('outer', { cause: new SyntaxError('inner') })
    expect(describeError(error)).toMatch(/^Error: outer\nat .*\ncaused by SyntaxError: inner$/s)
  })
})
