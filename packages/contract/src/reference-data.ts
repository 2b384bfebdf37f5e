import { z } from 'zod';
import type { ReferenceListName } from './endpoints/endpoint-routes.ts';
import { codeTextSchema, idSchema, nameTextSchema, organisationSchema } from './primitives.ts';

/** A country: its ISO 3166 alpha-2 code and English name. Country lists are sorted by name. */
export const countrySchema = z.object({ code: codeTextSchema, name: nameTextSchema });
export type Country = z.infer<typeof countrySchema>;

/** A language: its ISO 639 code and English name. */
export const languageSchema = z.object({ code: codeTextSchema, name: nameTextSchema });
export type Language = z.infer<typeof languageSchema>;

/** A level of the language-proficiencies list, by code (what a person's language stores). */
export const languageProficiencySchema = z.object({ code: codeTextSchema, name: nameTextSchema });
export type LanguageProficiency = z.infer<typeof languageProficiencySchema>;

/** An item of the id-and-name lists: job roles, location types, ministry focuses, ministry types, regions. */
export const namedReferenceSchema = z.object({ id: idSchema, name: nameTextSchema });
export type NamedReference = z.infer<typeof namedReferenceSchema>;

/** The security group roles (R-ROLE-013). */
export const securityGroupRoles = ['senior-leadership', 'leadership', 'management'] as const;
export const securityGroupRoleSchema = z.enum(securityGroupRoles);
export type SecurityGroupRole = z.infer<typeof securityGroupRoleSchema>;

/** A security group, field for field. */
export const securityGroupSchema = z.object({ id: idSchema, label: nameTextSchema });
export type SecurityGroup = z.infer<typeof securityGroupSchema>;

/**
 * An organisation as the organisations list gives it: with its short code, which the people search
 * shows for a person's mobilising organisations.
 */
export const organisationReferenceSchema = organisationSchema.extend({ code: codeTextSchema });
export type OrganisationReference = z.infer<typeof organisationReferenceSchema>;

/** A reference list answer: the items under `data`, like every other list of the API. */
export const referenceListSchema = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item) });

/** The item of each reference list. */
export const referenceListItemSchemas = {
  organisations: organisationReferenceSchema,
  countries: countrySchema,
  jobRoles: namedReferenceSchema,
  languages: languageSchema,
  languageProficiencies: languageProficiencySchema,
  locationTypes: namedReferenceSchema,
  ministryFocuses: namedReferenceSchema,
  ministryTypes: namedReferenceSchema,
  regions: namedReferenceSchema,
  securityGroups: securityGroupSchema,
} as const satisfies Record<ReferenceListName, z.ZodType>;
