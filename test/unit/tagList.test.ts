import { describe, expect, it } from 'vitest'
import { splitTags, withoutTagMark } from '../../src/shared/model/tagList'
import { tagSchema, typedTagSchema } from '../../src/shared/model/profile'

describe('tags as people type them', () => {
  it('splits on each separator the app reads, and drops the "#" the window writes before a tag', () => {
    expect(splitTags('eu, #gold ;; vip|x')).toEqual(['eu', 'gold', 'vip', 'x'])
    expect(splitTags(' # ,##tier-2')).toEqual(['tier-2'])
    expect(withoutTagMark('#ticket-4711')).toBe('ticket-4711')
    // Only a leading mark: "c#" is a tag of its own.
    expect(withoutTagMark('c#')).toBe('c#')
  })

  it('reads a typed "#eu" as the tag "eu", and a "#" alone as no tag', () => {
    expect(typedTagSchema.parse('#eu')).toBe('eu')
    expect(typedTagSchema.safeParse('#').success).toBe(false)
    // A stored tag is checked as it is (every profile, at each start): no mark to drop there.
    expect(tagSchema.parse('eu')).toBe('eu')
  })
})
