import type { OrderLineView } from '@sufra/contract';
import { listSeparator } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { useTextLang } from '../i18n/content-lang.ts';

/**
 * What a line of an order is, in words: the item, its option, its choices and its note. The
 * business's texts say their language when it is not the page's (ADR 1460); the note is the diner's.
 */
export function OrderLineText({
  line,
}: {
  line: Pick<OrderLineView, 'name' | 'label' | 'modifiers' | 'comment'>;
}) {
  const textLang = useTextLang();
  const { i18n } = useTranslation();
  const options = line.modifiers.map((m) => m.name).join(listSeparator(i18n.language));
  return (
    <>
      <span {...textLang(line.name)}>{line.name}</span>
      {line.label ? (
        <span className="text-muted">
          {' · '}
          <span {...textLang(line.label)}>{line.label}</span>
        </span>
      ) : null}
      {line.modifiers.length ? (
        <span {...textLang(options)} className="block text-muted">
          {options}
        </span>
      ) : null}
      {line.comment ? <span className="block text-muted italic">“{line.comment}”</span> : null}
    </>
  );
}
