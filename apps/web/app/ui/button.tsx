import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * The looks a storefront button takes (DEVELOPERS.md: a new look is a new variant here, not a
 * class string in a feature). `primary` is the brand action (add, place order, save); `secondary`
 * the quiet one beside it; `outline` a bordered choice; `soft` a brand-tinted chip; `danger` a
 * destructive action (cancel an order). The back office (issue #30) adds `card` (a bordered
 * button on the card surface: its everyday action beside a primary), `quiet` (no fill until
 * hovered: an arrow, a "view store" link) and `dangerOutline` (removes or retires a row, a
 * second tap inside a disclosure, ADR 1220: red words, not a red slab), and `inverse` /
 * `inverseQuiet` for a button on a dark (ink) surface such as the menu's undo toast.
 */
export const BUTTON_VARIANTS = {
  primary: 'bg-brand font-semibold text-on-brand',
  secondary: 'bg-sunken font-semibold text-ink',
  outline: 'font-semibold text-ink ring-1 ring-line',
  soft: 'bg-brand/10 font-medium text-brand-ink dark:bg-brand/25 dark:text-ink',
  danger: 'bg-rose-700 font-semibold text-white',
  card: 'border border-line bg-card font-medium text-ink hover:bg-sunken',
  quiet: 'text-ink hover:bg-sunken',
  dangerOutline: 'border border-line bg-card font-medium text-rose-700 hover:bg-sunken dark:text-rose-300',
  inverse:
    'bg-card font-semibold text-ink hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-card focus-visible:ring-offset-2 focus-visible:ring-offset-ink',
  inverseQuiet: 'hover:bg-card/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-card',
} as const;

/** Heights (44 px and up: a thumb's target on a phone) with their padding and text size. */
export const BUTTON_SIZES = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5',
  lg: 'min-h-12 px-5',
  xl: 'min-h-13 px-5',
  /** At least a square thumb target around a glyph or a short word (the back office's arrows). */
  icon: 'min-h-11 min-w-11 px-3',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export type ButtonLook = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (the page's one main action at the bottom of a form or sheet). */
  block?: boolean;
  /** Round ends instead of the rounded rectangle. */
  pill?: boolean;
};

/** The class string of a look, for what must be a link or a label rather than a `<button>`. */
export function buttonClass(
  { variant = 'primary', size = 'md', block, pill }: ButtonLook = {},
  extra?: string,
) {
  return clsx(
    'inline-flex items-center justify-center gap-2 disabled:opacity-60 aria-disabled:opacity-60',
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    pill ? 'rounded-full' : 'rounded-2xl',
    block && 'w-full',
    extra,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /**
     * The action is under way (a form submitting, a fetch in flight): the button is disabled and
     * says so (`aria-busy`), and shows `pendingLabel` when given.
     */
    pending?: boolean;
    pendingLabel?: ReactNode;
  };

/** A button in one of the storefront's looks; `type` defaults to `button` (a submit says so). */
export function Button({
  variant,
  size,
  block,
  pill,
  pending = false,
  pendingLabel,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, block, pill }, className)}
      {...rest}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
