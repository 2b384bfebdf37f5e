/** The record a file is attached to, which the download checks access against. */
export interface Assetable {
  assetableType?: string;
  assetableId?: string | number;
}

/** The download link of a file: /assets/{id}, with assetable_type and assetable_id when given. */
export function assetHref(id: string | number, { assetableType, assetableId }: Assetable = {}): string {
  const query = new URLSearchParams();
  if (assetableType) query.set('assetable_type', assetableType);
  if (assetableId !== undefined && assetableId !== '') query.set('assetable_id', String(assetableId));
  const search = query.toString();
  return `/assets/${encodeURIComponent(String(id))}${search ? `?${search}` : ''}`;
}
