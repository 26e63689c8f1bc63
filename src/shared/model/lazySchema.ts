/**
 * A schema built where it is first used, not where it is defined.
 *
 * zod 4 builds every schema as its module loads, and dearly: each node is an
 * object whose methods are bound one by one (a profile's schema is a hundred
 * nodes). The window and main define some 1,000 nodes at top level and use a
 * handful before their first screen; built eagerly they were some 30 ms of
 * the window's start and 20 ms of main's.
 *
 * What it answers is an empty object whose prototype is, until the first
 * look at it (a parse, `.shape`, `.extend`, a place in another schema), a
 * proxy that builds `build()`; from then on the built schema itself. Every
 * later look, a parse of 10,000 imported rows included, finds the schema's
 * members along an ordinary prototype chain, as fast as on the schema: no
 * proxy stays in the way (one did cost such a parse a third more). zod
 * binds each method to the object it is read from, so a method read here
 * runs with this object, whose every member is the schema's.
 */
export function lazySchema<T extends object>(build: () => T): T {
  // An ordinary object (one made with a null prototype would be a slow, dictionary one in V8).
  const lazy = {}
  const open = (): T => {
    const schema = build()
    Object.setPrototypeOf(lazy, schema)
    return schema
  }
  Object.setPrototypeOf(
    lazy,
    new Proxy(
      {},
      {
        get: (_target, key, receiver) => Reflect.get(open(), key, receiver),
        set: (_target, key, value, receiver) => Reflect.set(open(), key, value, receiver),
        has: (_target, key) => Reflect.has(open(), key),
        // instanceof walks the chain: the schema's own prototypes, as it would from the schema.
        getPrototypeOf: () => Reflect.getPrototypeOf(open()),
      },
    ),
  )
  return lazy as T
}

/** A shape (an object of schemas) several lazy schemas share, or facts read off one: built on first use. */
export function lazyShape<T>(build: () => T): () => T {
  let built: T | undefined
  return () => (built ??= build())
}
