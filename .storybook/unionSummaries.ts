import type { ArgTypesEnhancer, SBType } from 'storybook/internal/types';

/** A type as TypeScript writes it: an enum's values quoted, a union's members joined, others as written. */
const written = (type: SBType): string => {
  if (type.name === 'enum')
    return type.value.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(' | ');
  if (type.name === 'union') return type.value.map(written).join(' | ');
  return type.raw ?? type.name;
};

/**
 * react-docgen's unions read just "union" in the docs pages' props tables; this shows their values
 * instead ('primary' | 'secondary' | 'tertiary'), so a designer sees what a prop takes without the
 * controls. Other summaries are left as they are.
 */
export const unionSummaries: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const table = argType.table;
      if (table?.type?.summary !== 'union' || !argType.type || typeof argType.type === 'string')
        return [name, argType];
      return [
        name,
        { ...argType, table: { ...table, type: { ...table.type, summary: written(argType.type) } } },
      ];
    }),
  );
