import type { Messages } from './lite.tsx';

const parsed = new Map<string, Messages>();

/**
 * The catalog a loader sent as text (ADR 627), parsed once per text: the layout, every route's
 * `meta` and each render read the same object.
 */
export function catalogFromText(text: string | undefined): Messages {
  if (!text) return {};
  let messages = parsed.get(text);
  if (!messages) {
    messages = JSON.parse(text) as Messages;
    // A process serves few languages; keep at most a handful of catalogs.
    if (parsed.size >= 8) parsed.clear();
    parsed.set(text, messages);
  }
  return messages;
}
