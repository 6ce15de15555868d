/** SPEC §2: the `menu` navigation style shows a header menu; every other style a bottom tab bar. */
export const hasBottomBar = (style: string) => style !== 'menu';
/** SPEC §2: curved is the default look of the bottom bar. */
export const isCurved = (style: string) => style === 'curved' || style === '' || style === 'default';
