import type { Kysely } from 'kysely';
import type { CsvValue } from '../../csv/csv-writer.ts';
import type { Database, DateText } from '../../db/schema.ts';
import type { Language } from '../../i18n/languages.ts';
import { formLabel } from '../forms/labels.ts';
import { countryNameIn } from '../reference-data/lists/countries.ts';
import { reportWords } from './column-titles.ts';
import { membershipTypeLabel, nameTitles } from './person-labels.ts';
import {
  activeAssignmentsOf,
  currentMembershipsOf,
  familyMembersOf,
  nationalitiesOf,
  type RhafPerson,
  rhafPeople,
} from './repository.ts';

/** The RHAF report's header in the reader's language. */
export function rhafReportHeader(language: Language): string[] {
  const words = reportWords[language];
  return [
    words.id,
    ...nameTitles(language),
    formLabel(language, 'personProfile.fields.sex'),
    formLabel(language, 'personProfile.fields.dateOfBirth'),
    formLabel(language, 'personProfile.fields.maritalStatus'),
    formLabel(language, 'personProfile.fields.spouseName'),
    formLabel(language, 'personProfile.fields.nationalities'),
    words.homeOrganisation,
    formLabel(language, 'personProfile.fields.memberStatus'),
    words.memberships,
    formLabel(language, 'personProfile.sections.family'),
    words.otherFamilyMembers,
    words.receivingOrganisation,
    words.countryOfService,
    words.team,
    words.assignmentStart,
    words.assignmentEnd,
    formLabel(language, 'personProfile.fields.aimPositionalEmail'),
    formLabel(language, 'personProfile.fields.aimPersonalEmail'),
    formLabel(language, 'personProfile.fields.phoneNumber'),
  ];
}

/** Values of one column gathered for each person (or family) of a read, by its id. */
function grouped<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) {
      group.push(row);
    } else {
      groups.set(key, [row]);
    }
  }
  return groups;
}

/**
 * Up to `limit` people of the RHAF report after the person `afterId`, as records: the people, then what
 * their cells gather (memberships, nationalities, households, assignments) in one query each for them all.
 */
export async function rhafRecords(
  db: Kysely<Database>,
  { today, language }: { today: DateText; language: Language },
  afterId: number,
  limit: number,
): Promise<{ records: CsvValue[][]; lastId?: number }> {
  const people = await rhafPeople(db, today, afterId, limit);
  if (people.length === 0) {
    return { records: [] };
  }
  const ids = people.map((person) => person.id);
  const families = [...new Set(people.flatMap((person) => (person.family_id ? [person.family_id] : [])))];
  const [memberships, nationalities, familyMembers, assignments] = await Promise.all([
    currentMembershipsOf(db, ids, today),
    nationalitiesOf(db, ids),
    families.length > 0 ? familyMembersOf(db, families) : Promise.resolve([]),
    activeAssignmentsOf(db, ids),
  ]);
  const membershipsOf = grouped(memberships, (row) => row.person_profile_id);
  const nationalitiesByPerson = grouped(nationalities, (row) => row.person_profile_id);
  const membersOf = grouped(familyMembers, (row) => row.family_id);
  const assignmentOf = new Map(assignments.map((row) => [row.person_profile_id, row]));
  const record = (person: RhafPerson): CsvValue[] => {
    const assignment = assignmentOf.get(person.id);
    const others = (person.family_id ? (membersOf.get(person.family_id) ?? []) : []).filter(
      (member) => member.id !== person.id,
    );
    return [
      person.id,
      person.last_name,
      person.first_name,
      person.known_as,
      person.sex ? formLabel(language, `personProfile.sex.${person.sex}`) : null,
      person.date_of_birth,
      person.marital_status
        ? formLabel(language, `personProfile.maritalStatus.${person.marital_status}`)
        : null,
      person.spouse_name,
      (nationalitiesByPerson.get(person.id) ?? [])
        .map((row) => countryNameIn(language, row.country))
        .join(', '),
      person.home_organisation,
      formLabel(language, `personProfile.memberStatus.${person.member_status}`),
      (membershipsOf.get(person.id) ?? [])
        .map((row) => `${membershipTypeLabel(language, row.type)} (${row.organisation}, ${row.starts_from})`)
        .join('; '),
      person.family_name,
      others
        .map((member) =>
          member.date_of_birth
            ? `${member.first_name} ${member.last_name} (${member.date_of_birth})`
            : `${member.first_name} ${member.last_name}`,
        )
        .join('; '),
      assignment?.receiving_organisation,
      countryNameIn(language, assignment?.country ?? null),
      assignment?.team_name,
      assignment?.start_date,
      assignment?.end_date,
      person.aim_positional_email,
      person.aim_personal_email,
      person.phone_number,
    ];
  };
  return { records: people.map(record), lastId: people.at(-1)?.id };
}
