import type { StaffOrder } from '@sufra/contract';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateFormat } from '../../ui/format.ts';
import './kitchen-ticket.css';

export type TicketWidth = 58 | 80;

/**
 * The printable kitchen ticket of one order (ADR 1024): what to make, for whom and how — no
 * prices, large quantities. Rendered at the end of <body> and printed alone (kitchen-ticket.css);
 * `onDone` runs once the print dialog closes.
 */
export function KitchenTicket({
  order,
  width,
  timeZone,
  onDone,
}: {
  order: StaffOrder;
  width: TicketWidth;
  timeZone: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Printed once per ticket: the board re-renders (a new order, the clock) with a new `onDone`,
  // which must not print it again — a kiosk browser prints without a dialog (ADR 1434).
  const finish = useRef(onDone);
  finish.current = onDone;
  useEffect(() => {
    document.body.classList.add('printing-ticket');
    const done = () => {
      document.body.classList.remove('printing-ticket');
      finish.current();
    };
    // After the ticket is in the document: print it. Its end is heard only from its own print on:
    // an earlier ticket's late `afterprint` must not end this one before it printed (ADR 1434).
    const timer = setTimeout(() => {
      window.addEventListener('afterprint', done, { once: true });
      window.print();
    }, 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('printing-ticket');
    };
  }, []);
  const time = dateFormat(i18n.language, { timeStyle: 'short', timeZone }).format(new Date(order.created_at));
  return createPortal(
    <section className={`kitchen-ticket w-${width}`} data-testid="kitchen-ticket" aria-hidden>
      <h2>#{order.id}</h2>
      <p className="meta">
        {t(`order.type.${order.order_type}`)} · {time}
        {order.table ? ` · ${t('staff.table', { table: order.table })}` : ''}
        <br />
        {order.name}
        {order.slot ? (
          <>
            <br />
            {t('staff.scheduledFor', { time: `${order.slot.date} ${order.slot.from}` })}
          </>
        ) : null}
      </p>
      <ul>
        {(order.lines ?? []).map((line) => (
          <li key={line.position}>
            <span className="qty">{line.quantity}×</span> {line.name}
            {line.label ? ` · ${line.label}` : ''}
            {line.modifiers.length ? (
              <div className="mods">{line.modifiers.map((m) => `+ ${m.quantity}× ${m.name}`).join(', ')}</div>
            ) : null}
            {line.comment ? <div className="note">“{line.comment}”</div> : null}
          </li>
        ))}
      </ul>
      {order.notes || order.comment ? (
        <p className="note">
          {t('staff.requests')}: {[order.comment, order.notes].filter(Boolean).join(' — ')}
        </p>
      ) : null}
    </section>,
    document.body,
  );
}
