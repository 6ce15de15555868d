import type { StaffOrder } from '@sufra/contract';
import { OrderStatus } from '@sufra/domain';
import clsx from 'clsx';
import { BellRing } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { type Chime, createChime } from './chime.ts';
import { staffOrderAnchor } from './staff-anchors.ts';

const NEEDS_HANDS = new Set<number>([OrderStatus.pending, OrderStatus.scheduled]);

/**
 * New orders on the board (ADR 1024): an order that appears after the first load, waiting for
 * staff, rings the chime (once sound is on) and shows a banner until someone looks at it.
 */
export function useNewOrderAlert(orders: StaffOrder[] | null) {
  const chime = useMemo<Chime>(() => createChime(), []);
  const seen = useRef<Set<number> | null>(null);
  const [fresh, setFresh] = useState<number[]>([]);
  useEffect(() => {
    if (!orders) return;
    if (!seen.current) {
      seen.current = new Set(orders.map((o) => o.id));
      return;
    }
    const known = seen.current;
    const added = orders.filter((o) => !known.has(o.id) && NEEDS_HANDS.has(o.status)).map((o) => o.id);
    for (const o of orders) known.add(o.id);
    if (added.length) {
      setFresh((f) => [...f, ...added]);
      chime.play();
    }
  }, [orders, chime]);
  return { chime, fresh, dismiss: (id: number) => setFresh((f) => f.filter((x) => x !== id)) };
}

/** Whether this device wants the board's sound: kept across reloads (ADR 1431). */
const SOUND_KEY = 'sufra.board-sound';

/**
 * The sound switch. Turned on, it stays on after a reload: the browser still wants one tap before
 * a page may make sound, so until then the switch says "tap anywhere", and the first tap or key
 * anywhere on the board turns the sound back on (a kiosk started with autoplay allowed needs none).
 */
export function SoundToggle({ chime }: { chime: Chime }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (localStorage.getItem(SOUND_KEY) !== 'on') return;
    setWanted(true);
    const resume = () => void chime.enable().then(setOn);
    resume();
    const events = ['pointerdown', 'keydown'] as const;
    const once = () => {
      resume();
      for (const e of events) window.removeEventListener(e, once, true);
    };
    for (const e of events) window.addEventListener(e, once, true);
    return () => {
      for (const e of events) window.removeEventListener(e, once, true);
    };
  }, [chime]);
  const toggle = () => {
    if (on) {
      chime.disable();
      localStorage.removeItem(SOUND_KEY);
      setOn(false);
      setWanted(false);
      return;
    }
    localStorage.setItem(SOUND_KEY, 'on');
    setWanted(true);
    void chime.enable().then(setOn);
  };
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid="sound"
      data-wanted={wanted ? 'true' : undefined}
      onClick={toggle}
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm ring-1 ring-line',
        on ? 'bg-brand text-on-brand' : 'bg-sunken text-ink',
      )}
    >
      {/* Not a lucide icon: every lucide icon ships in the storefront's first view (ADR 1024). */}
      <span aria-hidden>{on ? '🔔' : '🔕'}</span>
      {on ? t('staff.sound.on') : wanted ? t('staff.sound.tapToResume') : t('staff.sound.enable')}
    </button>
  );
}

export function NewOrderBanner({ ids, onOpen }: { ids: number[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  if (!ids.length) return null;
  return (
    <div role="alert" className="sticky top-2 z-10 mb-4 space-y-2" data-testid="new-order-alert">
      {ids.map((id) => (
        <a
          key={id}
          href={`#${staffOrderAnchor(id)}`}
          onClick={() => onOpen(id)}
          className="flex min-h-12 items-center gap-3 rounded-2xl bg-accent px-4 font-bold text-on-accent shadow-lg"
        >
          <BellRing className="size-5" aria-hidden />
          {t('staff.newOrders', { id })}
        </a>
      ))}
    </div>
  );
}
