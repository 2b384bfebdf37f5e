/** A query value as the app writes it; an empty list, null and undefined leave the parameter out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

const encode = (value: string | number | boolean) => encodeURIComponent(String(value));

/**
 * `?a=1&ids=1,2,3`: arrays are comma-joined, each value encoded on its own so a comma
 * inside a value stays distinguishable (`%2C`) from the separator. Empty when nothing is left.
 */
export const toQueryString = (query: Readonly<Record<string, QueryValue>>): string => {
  const pairs = Object.entries(query).flatMap(([key, value]) => {
    if (value === null || value === undefined) return [];
    if (Array.isArray(value)) {
      return value.length === 0 ? [] : [`${encode(key)}=${value.map(encode).join(',')}`];
    }
    return [`${encode(key)}=${encode(value as string | number | boolean)}`];
  });
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};
