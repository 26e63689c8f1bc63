interface Props {
  tags: readonly string[]
  className?: string
}

/** Tags as small "#tag" chips: the same notation the search takes. */
export function TagChips({ tags, className = '' }: Props) {
  if (tags.length === 0) return null
  return (
    <span className={`tags ${className}`.trim()}>
      {tags.map((tag) => (
        <span key={tag} className="tag">
          #{tag}
        </span>
      ))}
    </span>
  )
}
