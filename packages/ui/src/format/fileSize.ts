/**
 * File sizes use decimal units (1 KB = 1000 bytes), as the spec's limits do: the default maximum of
 * 10000 KB is the replace modal's 10 MB.
 */
export const bytesPerKb = 1000;
export const bytesPerMb = bytesPerKb * 1000;

/** The default upload limit in KB. */
export const defaultMaxFileSizeKb = 10000;

const units = [
  { unit: 'gigabyte', bytes: bytesPerMb * 1000 },
  { unit: 'megabyte', bytes: bytesPerMb },
  { unit: 'kilobyte', bytes: bytesPerKb },
] as const;

/** A byte count for people, in the locale's words and digits: "2.4 MB", "512 kB", "12 bytes". */
export function formatFileSize(bytes: number, locale: string): string {
  const size = Math.max(0, bytes);
  const match = units.find(({ bytes: unitBytes }) => size >= unitBytes);
  if (!match) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(size);
  }
  const value = size / match.bytes;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: match.unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A limit in KB as a number of MB for messages ("no larger than 10MB"): at most one decimal. */
export function formatMegabytes(kilobytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kilobytes / 1000);
}
