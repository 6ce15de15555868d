/** [product: Calls and failures]: the `menu` navigation style shows a header menu; every other style a bottom tab bar. */
export const hasBottomBar = (style: string) => style !== 'menu';
/** [product: Navigation]: curved is the default look of the bottom bar. */
export const isCurved = (style: string) => style === 'curved' || style === '' || style === 'default';

/** Height of the menu-style header; sticky bars below it (category tabs) start under it. */
export const MENU_HEADER_HEIGHT = '3.5rem';
