import { useTranslation } from '../../i18n/lite.tsx';
import { type ChosenLine, ItemDetail } from '../item/item-detail.tsx';
import { drawerTitle, ItemDrawer } from '../item/item-drawer.tsx';
import type { ItemView } from '../item/item-view.server.ts';

/**
 * An item's choices for a booking's pre-order (ADR 804): the menu's item sheet, the same options,
 * rules and note, whose Add puts the line into the pre-order instead of the cart.
 */
export default function PreOrderSheet({
  view,
  formAction,
  onAdd,
  onClose,
  restoreFocus,
}: {
  view: ItemView;
  formAction: string;
  onAdd: (line: ChosenLine) => void;
  onClose: () => void;
  restoreFocus: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ItemDrawer onClose={onClose} restoreFocus={restoreFocus} loadingTitle={null}>
      <ItemDetail
        view={view}
        formAction={formAction}
        titleAs="h2"
        wrapTitle={drawerTitle}
        onAdd={onAdd}
        onAdded={onClose}
        addLabel={t('reservation.addToPreOrder')}
      />
    </ItemDrawer>
  );
}
