/**
 * The support contact the generic error page offers. The spec names no address: a
 * deployment sets VITE_SUPPORT_EMAIL at build time; the demo's domain stands in until it does.
 */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@example.org';

/** The contact to show: none in creative-access mode. */
export const supportContactFor = (isCreativeAccess: boolean): string | undefined =>
  isCreativeAccess ? undefined : supportEmail;
