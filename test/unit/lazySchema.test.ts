import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { lazySchema } from '../../src/shared/model/lazySchema'

const eager = () =>
  z.object({
    id: z.string().min(1),
    tags: z.array(z.string()).max(2),
    note: z.string().optional(),
  })

describe('lazySchema', () => {
  it('builds nothing until first used, then builds once', () => {
    let builds = 0
    const schema = lazySchema(() => {
      builds++
      return eager()
    })
    expect(builds).toBe(0)
    schema.parse({ id: 'a', tags: [] })
    schema.safeParse({ id: '', tags: [] })
    expect(schema.shape.id).toBeDefined()
    expect(builds).toBe(1)
  })

  it('answers every input as the schema built at once does, issues and all', () => {
    const lazy = lazySchema(eager)
    const inputs: unknown[] = [
      { id: 'a', tags: ['x'] },
      { id: 'a', tags: ['x'], note: 'n' },
      { id: '', tags: ['x', 'y', 'z'] },
      { id: 1 },
      null,
      'text',
    ]
    for (const input of inputs) {
      const a = lazy.safeParse(input)
      const b = eager().safeParse(input)
      expect(a.success).toBe(b.success)
      expect(a.error?.issues).toEqual(b.error?.issues)
      expect(a.data).toEqual(b.data)
    }
  })

  it('serves as a part of other schemas: a field (optional too), extend, shape, a union', () => {
    const lazy = lazySchema(eager)
    const holder = z.object({ inner: lazy, maybe: lazy.optional() })
    expect(holder.parse({ inner: { id: 'a', tags: [] } })).toEqual({
      inner: { id: 'a', tags: [] },
    })
    expect(holder.safeParse({ inner: { id: '', tags: [] } }).error?.issues[0]?.path).toEqual([
      'inner',
      'id',
    ])
    const extended = lazy.extend({ more: z.number() })
    expect(extended.safeParse({ id: 'a', tags: [], more: 1 }).success).toBe(true)
    expect(extended.safeParse({ id: 'a', tags: [] }).success).toBe(false)
    const spread = z.strictObject({ ...lazy.shape, other: z.boolean() })
    expect(spread.safeParse({ id: 'a', tags: [], other: true }).success).toBe(true)
    const either = z.union([lazy, z.literal('none')])
    expect(either.parse('none')).toBe('none')
    expect(either.safeParse({ id: 'a', tags: [] }).success).toBe(true)
  })

  it('is the schema to instanceof, before and after it is built', () => {
    expect(lazySchema(eager) instanceof z.ZodObject).toBe(true)
    const lazy = lazySchema(eager)
    lazy.parse({ id: 'a', tags: [] })
    expect(lazy).toBeInstanceOf(z.ZodObject)
    expect(lazy).toBeInstanceOf(z.ZodType)
    expect('parse' in lazySchema(eager)).toBe(true)
  })

  it('leaves no proxy in the way once built: the schema is its prototype', () => {
    let built: unknown
    const lazy = lazySchema(() => (built = eager()))
    expect(lazy.safeParse({ id: 'a', tags: [] }).success).toBe(true)
    expect(Object.getPrototypeOf(lazy)).toBe(built)
  })

  it('keeps a method read off it working on its own', () => {
    const { safeParse } = lazySchema(eager)
    expect(safeParse({ id: 'a', tags: [] }).success).toBe(true)
    expect(safeParse({ id: '', tags: [] }).success).toBe(false)
  })

  it('has the built schema’s type', () => {
    expectTypeOf(lazySchema(eager)).toEqualTypeOf<ReturnType<typeof eager>>()
  })
})
