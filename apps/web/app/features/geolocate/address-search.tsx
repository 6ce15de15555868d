import type { AddressCandidate } from '@sufra/contract/client';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { INPUT_CLASS } from '../../ui/field.tsx';
import { chooseAddress, newSessionId, type PinAddress, searchAddresses } from './pin-address.ts';

/** A place picked from the list: where the pin goes, and the address fields it fills. */
export type PickedPlace = { lat: number; lng: number; address: PinAddress };

/** At most this many matches are listed: a short list a thumb can scan. */
const SHOWN = 5;

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; places: AddressCandidate[] }
  | { kind: 'none'; text: string }
  | { kind: 'failed' }
  | { kind: 'moved'; title: string };

/**
 * The address search above a map (ADR 1482): the diner (or the owner placing a branch) types a
 * street or a landmark and presses Enter or Search; up to five matches are listed (an ARIA
 * combobox: arrows move, Enter picks, Escape closes) and picking one moves the pin. Asked once
 * per submitted text, never per keystroke, as Nominatim's policy asks; the same text again is
 * answered from memory. Not a `<form>`: the branch form around it must not be submitted by it.
 * Loaded lazily with the map, so no page's first view carries it.
 */
export default function AddressSearch({ onPick }: { onPick: (place: PickedPlace) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const session = useRef<string | null>(null);
  const asked = useRef<{ text: string; places: AddressCandidate[] } | null>(null);
  const places = state.kind === 'found' ? state.places : [];
  const expanded = open && places.length > 0;
  const query = text.trim();

  async function search() {
    if (query.length < 2 || state.kind === 'searching') return;
    if (asked.current?.text === query) {
      show(asked.current.places, query);
      return;
    }
    setState({ kind: 'searching' });
    session.current ??= newSessionId();
    const outcome = await searchAddresses(query, session.current);
    if (!outcome.ok) {
      setState({ kind: 'failed' });
      return;
    }
    const shown = outcome.places.slice(0, SHOWN);
    asked.current = { text: query, places: shown };
    show(shown, query);
  }

  function show(found: AddressCandidate[], asked: string) {
    setState(found.length ? { kind: 'found', places: found } : { kind: 'none', text: asked });
    setOpen(found.length > 0);
    setActive(found.length ? 0 : -1);
  }

  async function pick(place: AddressCandidate) {
    setOpen(false);
    setState({ kind: 'searching' });
    const chosen = await chooseAddress(place, session.current ?? newSessionId());
    // The choice ends the server's lookup session: the next search starts another.
    session.current = null;
    asked.current = null;
    if (!chosen) {
      setState({ kind: 'failed' });
      return;
    }
    setText(place.title);
    setState({ kind: 'moved', title: place.title });
    onPick(chosen);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!places.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (expanded ? (i + step + places.length) % places.length : Math.max(i, 0)));
    } else if (e.key === 'Enter') {
      // Never the enclosing form's submit: Enter searches, or picks the highlighted match.
      e.preventDefault();
      const highlighted = expanded ? places[active] : undefined;
      if (highlighted) void pick(highlighted);
      else void search();
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative" data-testid="address-search">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('geo.searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('geo.searchPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(places.length > 0 && state.kind === 'found')}
          className={`${INPUT_CLASS} mt-0 min-w-0 flex-1`}
        />
        <Button
          variant="card"
          size="icon"
          pending={state.kind === 'searching'}
          disabled={query.length < 2}
          onClick={() => void search()}
          aria-label={t('geo.searchButton')}
        >
          <Search className="size-5" aria-hidden />
        </Button>
      </div>
      {/* The ARIA combobox pattern: the focus stays in the input, which names the highlighted option
          (aria-activedescendant); the options are not focused themselves. */}
      <div
        id={listId}
        role="listbox"
        aria-label={t('geo.searchResults')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-[1100] mt-1 overflow-hidden rounded-2xl bg-card shadow-lg ring-1 ring-line"
      >
        {places.map((p, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option reached by the input's arrows and Enter (aria-activedescendant).
          <div
            key={p.placeId}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // The input keeps the focus (and the list stays) until the click picks.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void pick(p)}
            // A list opening under a resting pointer does not move the highlight: only moving it does.
            onMouseMove={() => setActive(i)}
            className="cursor-pointer px-3 py-2 aria-selected:bg-sunken"
          >
            <span className="block text-ink">{p.title}</span>
            {p.address !== p.title ? (
              <span className="block truncate text-muted text-xs">{p.address}</span>
            ) : null}
          </div>
        ))}
      </div>
      <div id={`${id}-status`} className="mt-1 text-sm" data-testid="address-search-status">
        {state.kind === 'failed' ? (
          <ErrorText>{t('geo.searchFailed')}</ErrorText>
        ) : (
          <p role="status" className="text-muted">
            {state.kind === 'searching'
              ? t('geo.searching')
              : state.kind === 'none'
                ? t('geo.searchNone', { text: state.text })
                : state.kind === 'moved'
                  ? t('geo.searchMoved', { place: state.title })
                  : null}
          </p>
        )}
      </div>
    </div>
  );
}
