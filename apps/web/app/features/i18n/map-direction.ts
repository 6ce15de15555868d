/**
 * A map is a picture of the ground: east stays right in every language, so its surface is
 * left-to-right (the maps set dir="ltr"); its controls sit where reading starts, top right in a
 * right-to-left page (ADR 622).
 */
export const readingStartCorner = (): 'topleft' | 'topright' =>
  typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'topright' : 'topleft';
