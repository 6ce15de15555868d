import { WalletCards } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../shell/use-money.ts';

/** "Use my wallet balance" at checkout (ADR 761): the server applies min(balance, total). */
export function WalletChoice({
  balance,
  checked,
  onChange,
}: {
  balance: number;
  checked: boolean;
  onChange: (use: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-3xl bg-card px-4 ring-1 ring-line has-checked:ring-brand">
      <WalletCards className="size-6 text-brand-ink" aria-hidden />
      <span className="flex-1 font-semibold text-ink">
        {t('checkout.useWallet', { amount: money(balance) })}
      </span>
      <input
        type="checkbox"
        name="use_wallet"
        value="true"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="size-5 accent-(--color-brand)"
      />
    </label>
  );
}
