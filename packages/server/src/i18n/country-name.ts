const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The English name of an ISO 3166 alpha-2 code; null for none. */
export function countryName(code: string | null): string | null {
  if (!code) {
    return null;
  }
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a well-formed region code: show what is stored.
    return code;
  }
}
