interface Props {
  tags: readonly string[]
  /** Show at most this many, then "+N". */
  max?: number
  className?: string
}

/** Tags as small "#tag" chips: the same notation the search takes. */
export function TagChips({ tags, max = tags.length, className = '' }: Props) {
  if (tags.length === 0) return null
  const shown = tags.slice(0, max)
  const more = tags.length - shown.length
  return (
    <span className={`tags ${className}`.trim()}>
      {shown.map((tag) => (
        <span key={tag} className="tag">
          #{tag}
        </span>
      ))}
      {more > 0 && <span className="tag tag-more">+{more}</span>}
    </span>
  )
}
