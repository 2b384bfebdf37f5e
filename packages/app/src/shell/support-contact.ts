/**
 * The support contact the generic error page offers (spec 01 §8). The spec names no address, so a
 * deployment sets VITE_SUPPORT_EMAIL at build time; without it the page shows none.
 */
export const supportEmail: string | undefined = import.meta.env.VITE_SUPPORT_EMAIL || undefined;

/** The contact to show: none in creative-access mode (spec 01 §1, §8). */
export const supportContactFor = (isCreativeAccess: boolean): string | undefined =>
  isCreativeAccess ? undefined : supportEmail;
