import { getAdminTables } from '@sufra/contract/admin-tables';
import { Link } from 'react-router';
import { adminLoader } from '../features/admin/admin-route.server.ts';
import { useBusinessText } from '../features/admin/setup-ui.tsx';
import { qrPath } from '../features/admin-tables/table-qr.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { publicOrigin } from '../platform/public-origin.server.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/admin-tables-print';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => {
    const { tables } = await getAdminTables(api, ref);
    return {
      cards: tables.map((table) => ({
        id: table.id,
        name: table.name,
        floor: table.floor,
        branch_id: table.branch_id,
        qr: qrPath(`${publicOrigin(args.request)}${table.link}`),
      })),
    };
  });

/**
 * The printable QR sheet ([product: Back office], ADR 1122): one card per table with its current
 * code (the table's link with its token), laid out for A4 by print CSS; on screen, a print button.
 */
export default function AdminTablesPrint({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, cards } = loaderData;
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const branchName = (id: number) => nameOf(business.branches.find((b) => b.id === id)?.name ?? {});
  const title = t('admin.tables.sheetTitle');
  return (
    <main className="mx-auto max-w-5xl bg-card p-4 print:max-w-none print:p-0">
      <title>{`${title} | ${nameOf(business.name)}`}</title>
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link
          to={`/${business.reference_id}/admin/tables`}
          className={buttonClass({ variant: 'quiet', size: 'icon', pill: true })}
        >
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          <span className="ms-1">{t('admin.nav.tables')}</span>
        </Link>
        <h1 className="flex-1 font-bold text-2xl text-ink">
          {title}
          <span className="block font-normal text-base text-muted">{nameOf(business.name)}</span>
        </h1>
        <Button type="button" variant="primary" pill onClick={() => window.print()}>
          {t('admin.tables.printNow')}
        </Button>
      </div>
      {cards.length === 0 ? <p className="text-muted">{t('admin.tables.none')}</p> : null}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 print:grid-cols-3 print:gap-[6mm]">
        {cards.map((card) => (
          <li
            key={card.id}
            className="flex break-inside-avoid flex-col items-center rounded-2xl border border-line p-3 text-center print:rounded-none print:border-black"
          >
            <svg
              viewBox={`0 0 ${card.qr.size} ${card.qr.size}`}
              role="img"
              aria-label={t('admin.tables.qrOf', { name: card.name })}
              className="aspect-square w-full max-w-[55mm]"
              shapeRendering="crispEdges"
            >
              <rect width={card.qr.size} height={card.qr.size} fill="#fff" />
              <path d={card.qr.d} fill="#000" />
            </svg>
            <p className="mt-2 font-bold text-2xl text-ink print:text-black">{card.name}</p>
            <p className="text-muted text-xs print:text-black">
              {[branchName(card.branch_id), card.floor].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-1 text-muted text-xs print:text-black">{t('admin.tables.scanToOrder')}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
