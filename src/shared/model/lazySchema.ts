/**
 * A schema built where it is first used, not where it is defined.
 *
 * zod 4 builds every schema as its module loads, and dearly: each node is an
 * object whose methods are bound one by one (a profile's schema is a hundred
 * nodes). The window and main define some 1,000 nodes at top level and use a
 * handful before their first screen; built eagerly they were some 30 ms of
 * the window's start and 20 ms of main's. The proxy builds `build()` on the
 * first look at it (a parse, `.shape`, `.extend`, a place in another schema)
 * and hands every operation to what it built, so it is the schema in all
 * but the moment it is made: its type is the schema's own.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined
  const schema = (): T => (built ??= build())
  // The target is a stand-in: every trap answers from the built schema. None of them reports
  // a property the stand-in lacks as non-configurable (which a proxy may not do), so a
  // descriptor is only ever read through the schema itself, not copied off the proxy.
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
  })
}

/** A shape (an object of schemas) several lazy schemas share, or facts read off one: built on first use. */
export function lazyShape<T>(build: () => T): () => T {
  let built: T | undefined
  return () => (built ??= build())
}
