/**
 * A prop's allowed values as an array (for story controls and loops over every value), checked against
 * the prop's union type both ways: a value outside the union, or a member of the union left out, fails
 * to compile.
 *
 * The union is written out rather than derived with `(typeof values)[number]`: react-docgen cannot
 * follow `typeof`, and the docs pages' props tables would read `unknown[number]`.
 */
export const allowedValues =
  <Union extends string | number>() =>
  <const Values extends readonly Union[]>(
    values: Values &
      ([Exclude<Union, Values[number]>] extends [never]
        ? unknown
        : { missing: Exclude<Union, Values[number]> }),
  ): Values =>
    values;
