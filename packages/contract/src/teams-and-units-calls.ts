import { z } from 'zod';
import {
  codeTextSchema,
  idListQuerySchema,
  idSchema,
  nameTextSchema,
  noteTextSchema,
  pageQuerySchema,
  queryFlagSchema,
  versionSchema,
} from './primitives.ts';
import { teamSchema, teamStatusSchema, unitSchema } from './teams-and-units.ts';
import {
  geolocationActions,
  latitudeRange,
  longitudeRange,
  teamActions,
  unitActions,
} from './teams-and-units-values.ts';

/**
 * `GET api/teams/{id}` and every answer about one team: the spec's fields with the version a save must
 * name, the place it serves in, and what the caller may do to it now. `private_notes` is null for a
 * reader who is not the organisation's staff.
 */
export const teamRecordSchema = teamSchema.extend({
  version: versionSchema,
  geolocation_id: idSchema.nullable(),
  user_can: z.array(z.enum(teamActions)),
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

/** `GET api/units/{id}` and every answer about one unit, as a team's. */
export const unitRecordSchema = unitSchema.extend({
  version: versionSchema,
  user_can: z.array(z.enum(unitActions)),
});
export type UnitRecord = z.infer<typeof unitRecordSchema>;

/** `GET api/teams?include_archived=true[&organisation=&unit=]` (R-CALL-015): `unit` keeps the teams under those units. */
export const teamListQuerySchema = z.strictObject({
  include_archived: queryFlagSchema.optional(),
  organisation: idListQuerySchema.optional(),
  unit: idListQuerySchema.optional(),
  status: teamStatusSchema.optional(),
  ...pageQuerySchema.shape,
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** Each field of `fields` optional: a body that sends only what changes. */
function optionalOf<Fields extends Record<string, z.ZodType>>(fields: Fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
    [Key in keyof Fields]: z.ZodOptional<Fields[Key]>;
  };
}

const optionalNote = noteTextSchema.trim().nullable();
const requiredName = nameTextSchema.trim().min(1, { error: 'must not be empty' });
const requiredCode = codeTextSchema.trim().min(1, { error: 'must not be empty' });

/** The fields of a team its form writes; organisation, status and archiving each have their own call. */
const teamFields = {
  name: requiredName,
  code: requiredCode,
  description: optionalNote,
  unit_id: idSchema.nullable(),
  type: nameTextSchema.trim().nullable(),
  is_open_for_enquiries: z.boolean(),
  private_notes: optionalNote,
  vision_strategy_paper_id: idSchema.nullable(),
  geolocation_id: idSchema.nullable(),
  person_profile_ids: z.array(idSchema).max(500, { error: 'must list at most 500 people' }),
};

/**
 * `POST api/teams`: a DRAFT team of an organisation (where the caller holds manage_teams), with its
 * name and code; the rest may follow. A unit, paper, place or person named must be the organisation's.
 */
export const createTeamBodySchema = z.strictObject({
  ...optionalOf(teamFields),
  organisation_id: idSchema,
  name: teamFields.name,
  code: teamFields.code,
});
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

/**
 * `PUT api/teams/{id}`: the fields sent that change, at the version read (a save over a newer one is a
 * 409 naming the current one). The organisation, status and archiving are not fields of it (422).
 */
export const updateTeamBodySchema = z.strictObject({ version: versionSchema, ...optionalOf(teamFields) });
export type UpdateTeamBody = z.infer<typeof updateTeamBodySchema>;

/** `POST api/{teams,units}/{id}/{publish,unpublish,archive,unarchive}`: the version read, so a change meanwhile is a 409. */
export const teamOrUnitChangeBodySchema = z.strictObject({ version: versionSchema });
export type TeamOrUnitChangeBody = z.infer<typeof teamOrUnitChangeBodySchema>;

/** The fields of a unit its form writes. */
const unitFields = {
  name: requiredName,
  code: requiredCode,
  description: optionalNote,
  is_open_for_enquiries: z.boolean(),
  private_notes: optionalNote,
  vision_strategy_paper_id: idSchema.nullable(),
};

/** `POST api/units`: a unit of an organisation (where the caller holds manage_units), with its name and code. */
export const createUnitBodySchema = z.strictObject({
  ...optionalOf(unitFields),
  organisation_id: idSchema,
  name: unitFields.name,
  code: unitFields.code,
});
export type CreateUnitBody = z.infer<typeof createUnitBodySchema>;

/** `PUT api/units/{id}`: the fields sent that change, at the version read. */
export const updateUnitBodySchema = z.strictObject({ version: versionSchema, ...optionalOf(unitFields) });
export type UpdateUnitBody = z.infer<typeof updateUnitBodySchema>;

const latitudeSchema = z
  .number()
  .min(latitudeRange.min, { error: `must be between ${latitudeRange.min} and ${latitudeRange.max}` })
  .max(latitudeRange.max, { error: `must be between ${latitudeRange.min} and ${latitudeRange.max}` });
const longitudeSchema = z
  .number()
  .min(longitudeRange.min, { error: `must be between ${longitudeRange.min} and ${longitudeRange.max}` })
  .max(longitudeRange.max, { error: `must be between ${longitudeRange.min} and ${longitudeRange.max}` });
/** An ISO 3166 alpha-2 code; the server also checks it names a country of the countries list. */
const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, { error: 'must be a country code such as KE' });

/**
 * A place people serve in (`GET api/geolocations/{id}`): its name, country (ISO 3166 alpha-2) and
 * coordinates in degrees, the organisation that keeps it (null: a place every organisation shares,
 * kept by admins), and what the caller may do to it now.
 */
export const geolocationSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  country: codeTextSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_type: codeTextSchema.nullable(),
  region_id: idSchema.nullable(),
  organisation_id: idSchema.nullable(),
  version: versionSchema,
  user_can: z.array(z.enum(geolocationActions)),
});
export type Geolocation = z.infer<typeof geolocationSchema>;

/** `GET api/geolocations[?organisation=&country=]`. */
export const geolocationListQuerySchema = z.strictObject({
  organisation: idListQuerySchema.optional(),
  country: countryCodeSchema.optional(),
  ...pageQuerySchema.shape,
});
export type GeolocationListQuery = z.infer<typeof geolocationListQuerySchema>;

const geolocationFields = {
  name: requiredName,
  country: countryCodeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  location_type: codeTextSchema.trim().nullable(),
  region_id: idSchema.nullable(),
};

/**
 * `POST api/geolocations`: a place of an organisation where the caller holds
 * manage_geographical_locations (null, shared by all, for admins only), with its name, country and both
 * coordinates.
 */
export const createGeolocationBodySchema = z.strictObject({
  ...geolocationFields,
  organisation_id: idSchema.nullable(),
  location_type: geolocationFields.location_type.optional(),
  region_id: geolocationFields.region_id.optional(),
});
export type CreateGeolocationBody = z.infer<typeof createGeolocationBodySchema>;

/** `PUT api/geolocations/{id}`: the fields sent that change, at the version read. The organisation stays. */
export const updateGeolocationBodySchema = z.strictObject({
  version: versionSchema,
  ...optionalOf(geolocationFields),
});
export type UpdateGeolocationBody = z.infer<typeof updateGeolocationBodySchema>;
