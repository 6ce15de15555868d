import { type RefObject, useEffect, useState } from 'react';

/**
 * After "Place order" is refused for what the diner typed (docs/product.md): the first field marked
 * invalid, in the page's order, is scrolled to the middle of the screen and focused, and its
 * message is returned to be said again beside the button (a live region), so a tap never looks
 * dead when the reason sits out of view. `refusal` changes with every refusal.
 */
export function useFirstInvalid(form: RefObject<HTMLFormElement | null>, refusal: unknown): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!refusal) {
      setMessage(null);
      return;
    }
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      setMessage(null);
      return;
    }
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
    const described = field.getAttribute('aria-describedby')?.split(' ')[0];
    const text = described ? document.getElementById(described)?.textContent?.trim() : '';
    setMessage(text || null);
  }, [form, refusal]);
  return message;
}
