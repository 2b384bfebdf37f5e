/**
 * The item of a reference list with this id. One that is missing (the list changed since it loaded, or an
 * id the list never had) is warned about and replaced by a placeholder, so the page still shows the rest
 *.
 */
export const referenceItemById = <Item extends { id: number }>(
  items: readonly Item[],
  id: number,
  placeholder: (id: number) => Item,
): Item => {
  const item = items.find((candidate) => candidate.id === id);
  if (item !== undefined) return item;
  console.warn(`No reference item with id ${id}; showing a placeholder`);
  return placeholder(id);
};
