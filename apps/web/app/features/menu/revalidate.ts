import type { ShouldRevalidateFunction } from 'react-router';
import { ITEM_PARAM } from '../../shell/item-opener.ts';

/** Opening or closing the item sheet only changes `?item=`: the page under it keeps its data. */
export const keepDataWhenSheetMoves: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod) return defaultShouldRevalidate;
  const a = new URLSearchParams(currentUrl.search);
  const b = new URLSearchParams(nextUrl.search);
  a.delete(ITEM_PARAM);
  b.delete(ITEM_PARAM);
  if (currentUrl.pathname === nextUrl.pathname && a.toString() === b.toString()) return false;
  return defaultShouldRevalidate;
};
