import type { OrderLineView } from '@sufra/contract';

/** What a line of an order is, in words: the item, its option, its choices and its note. */
export function OrderLineText({
  line,
}: {
  line: Pick<OrderLineView, 'name' | 'label' | 'modifiers' | 'comment'>;
}) {
  return (
    <>
      {line.name}
      {line.label ? <span className="text-muted"> · {line.label}</span> : null}
      {line.modifiers.length ? (
        <span className="block text-muted">{line.modifiers.map((m) => m.name).join(', ')}</span>
      ) : null}
      {line.comment ? <span className="block text-muted italic">“{line.comment}”</span> : null}
    </>
  );
}
