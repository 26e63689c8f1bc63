import { JsonNode } from './JsonNode'

interface Props {
  value: unknown
  label: string
}

/** A parsed JSON answer as a tree whose objects and arrays fold. */
export function JsonTree({ value, label }: Props) {
  return (
    <ul className="json-tree req-mono" aria-label={label}>
      <JsonNode name={null} inArray={false} value={value} depth={0} />
    </ul>
  )
}
