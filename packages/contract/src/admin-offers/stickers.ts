/** The stickers an item can wear; the storefront's catalogs word each (`sticker.*`). Plain, for the browser too. */
export const ITEM_STICKERS = ['bestseller', 'new', 'spicy'] as const;
