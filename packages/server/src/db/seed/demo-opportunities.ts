import type { DemoOrganisations } from './demo-organisations.ts';
import type { SeededRandom } from './random.ts';
import type { SeedRows } from './seed-rows.ts';

export interface DemoPlace {
  geolocationId: number;
  country: string;
  name: string;
}

export interface DemoTeam {
  id: number;
  organisationId: number;
  unitId: number;
  place: DemoPlace;
  name: string;
}

export interface DemoRequisition {
  id: number;
  organisationId: number;
  teamId: number;
  title: string;
}

export interface DemoOpportunities {
  places: DemoPlace[];
  teams: DemoTeam[];
  requisitions: DemoRequisition[];
  /** The European office's own open roles, which the people arriving in Europe come for. */
  officeRequisitions: { id: number; title: string }[];
}

const regionList = [
  { name: 'East Africa', code: 'EA' },
  { name: 'Central Africa', code: 'CA' },
  { name: 'Southern Africa and Indian Ocean', code: 'SAIO' },
  { name: 'Sahel', code: 'SAH' },
] as const;

const placeList = [
  { name: 'Nairobi', country: 'KE', region: 0, latitude: -1.286, longitude: 36.817, type: 'CITY' },
  { name: 'Kijabe', country: 'KE', region: 0, latitude: -0.935, longitude: 36.592, type: 'TOWN' },
  { name: 'Kampala', country: 'UG', region: 0, latitude: 0.347, longitude: 32.582, type: 'CITY' },
  { name: 'Arua', country: 'UG', region: 0, latitude: 3.02, longitude: 30.911, type: 'TOWN' },
  { name: 'Mwanza', country: 'TZ', region: 0, latitude: -2.516, longitude: 32.9, type: 'CITY' },
  { name: 'Juba', country: 'SS', region: 1, latitude: 4.859, longitude: 31.571, type: 'CITY' },
  { name: 'Goma', country: 'CD', region: 1, latitude: -1.679, longitude: 29.222, type: 'CITY' },
  { name: 'Antananarivo', country: 'MG', region: 2, latitude: -18.879, longitude: 47.508, type: 'CITY' },
  { name: 'Maputo', country: 'MZ', region: 2, latitude: -25.969, longitude: 32.573, type: 'CITY' },
  { name: 'Moroni', country: 'KM', region: 2, latitude: -11.717, longitude: 43.247, type: 'TOWN' },
  { name: "N'Djamena", country: 'TD', region: 3, latitude: 12.134, longitude: 15.056, type: 'CITY' },
] as const;

const unitList = [
  { name: 'Health Care', code: 'HC', teams: ['Kijabe Hospital', 'Mwanza Clinics', 'Arua Health Outreach'] },
  {
    name: 'Education',
    code: 'ED',
    teams: ['Rift Valley Academy', 'Moroni Learning Centre', 'Juba Teacher Training'],
  },
  { name: 'Church Partnership', code: 'CP', teams: ['Goma Church Leaders', 'Antananarivo Bible College'] },
  {
    name: 'Support Services',
    code: 'SS',
    teams: ['AIM Air', 'Nairobi Finance Office', 'Maputo Guest House'],
  },
] as const;

const jobs = [
  { title: 'Family physician', role: 'DOCTOR', focus: 'HEALTH' },
  { title: 'Paediatric nurse', role: 'NURSE', focus: 'HEALTH' },
  { title: 'Secondary school maths teacher', role: 'TEACHER', focus: 'EDUCATION' },
  { title: 'Bible college lecturer', role: 'THEOLOGICAL_EDUCATOR', focus: 'CHURCH_DEVELOPMENT' },
  { title: 'Aircraft maintenance engineer', role: 'ENGINEER', focus: 'AVIATION' },
  { title: 'Accountant', role: 'ACCOUNTANT', focus: 'ADMINISTRATION' },
  { title: 'Youth worker', role: 'YOUTH_WORKER', focus: 'CHURCH_DEVELOPMENT' },
  { title: 'Guest house host', role: 'HOSPITALITY', focus: 'SUPPORT' },
] as const;

const availabilities = ['OPEN', 'OPEN', 'OPEN', 'FULFILLED', 'FULFILLED', 'RETRACTED'] as const;

/** Regions, places, units and teams of the field (AIM Africa, some run by other offices), papers and requisitions. */
export function addOpportunities(
  rows: SeedRows,
  random: SeededRandom,
  organisations: DemoOrganisations,
): DemoOpportunities {
  const regionIds = regionList.map((region) => rows.add('regions', region));
  const places = placeList.map((place) => ({
    name: place.name,
    country: place.country,
    geolocationId: rows.add('geolocations', {
      organisation_id: organisations.africa,
      region_id: regionIds[place.region] ?? null,
      name: place.name,
      country: place.country,
      location_type: place.type,
      latitude: place.latitude,
      longitude: place.longitude,
    }),
  }));
  const placeByName = new Map<string, DemoPlace>(places.map((place) => [place.name, place]));

  const teams: DemoTeam[] = [];
  const requisitions: DemoRequisition[] = [];
  unitList.forEach((unit, unitIndex) => {
    // Most of the field belongs to AIM Africa; the international office runs the support services.
    const organisationId = unitIndex === 3 ? organisations.international : organisations.africa;
    const paperId = rows.add('vision_strategy_papers', {
      organisation_id: organisationId,
      region_id: regionIds[unitIndex] ?? null,
      title: `${unit.name}: vision and strategy ${2025 + (unitIndex % 2)}`,
      summary: `Where ${unit.name.toLowerCase()} in AIM is heading, and the people it needs to get there.`,
      content: `Our ${unit.name.toLowerCase()} work grows with local churches. Over the next five years we plan to train local leaders, hand over established work, and open new places where there is no church.`,
      last_updated: new Date(Date.UTC(2026, unitIndex * 2, 10 + unitIndex)),
    });
    const unitId = rows.add('units', {
      organisation_id: organisationId,
      vision_strategy_paper_id: paperId,
      name: unit.name,
      code: unit.code,
      description: `${unit.name} across the field.`,
      is_open_for_enquiries: true,
    });
    unit.teams.forEach((teamName, teamIndex) => {
      const place = placeByName.get(teamName.split(' ')[0] ?? '') ?? random.pick(places);
      const teamId = rows.add('teams', {
        organisation_id: organisationId,
        unit_id: unitId,
        vision_strategy_paper_id: paperId,
        geolocation_id: place.geolocationId,
        name: teamName,
        code: `${unit.code}-${teamIndex + 1}`,
        description: `The ${teamName} team in ${place.name}.`,
        type: unit.code === 'HC' ? 'MEDICAL' : unit.code === 'ED' ? 'EDUCATION' : 'CHURCH_PLANTING',
        // One draft and one archived team, so both show up.
        status: teamIndex === 2 && unitIndex === 1 ? 'DRAFT' : 'PUBLISHED',
        is_archived: teamIndex === 2 && unitIndex === 2,
        is_open_for_enquiries: teamIndex !== 2,
        private_notes: teamIndex === 0 ? 'Team leader changes in the next year.' : null,
      });
      teams.push({ id: teamId, organisationId, unitId, place, name: teamName });
      for (let n = 0; n < 2; n += 1) {
        const job = random.pick(jobs);
        const title = `${job.title}, ${teamName}`;
        const id = rows.add('requisitions', {
          organisation_id: organisationId,
          region_id: regionIds[unitIndex] ?? null,
          team_id: teamId,
          unit_id: unitId,
          geolocation_id: place.geolocationId,
          title,
          description: `${teamName} is looking for a ${job.title.toLowerCase()} to serve alongside the team in ${place.name}.`,
          job_role: job.role,
          ministry_focus: job.focus,
          term_type: random.chance(0.6) ? 'FULL_TERM' : 'SHORT_TERM',
          availability: availabilities[requisitions.length % availabilities.length],
          last_updated: new Date(Date.UTC(2026, requisitions.length % 11, 1 + (requisitions.length % 27))),
        });
        requisitions.push({ id, organisationId, teamId, title });
      }
    });
  });
  const officeRequisitions = addSendingOfficeOpportunities(rows, organisations.europe);
  for (const organisationId of [organisations.europe, organisations.northAmerica]) {
    rows.add('vision_strategy_papers', {
      organisation_id: organisationId,
      title:
        organisationId === organisations.europe ? 'Sending from Europe 2030' : 'Mobilising North America',
      summary: 'How we find, prepare and care for the people we send.',
      content:
        'Mobilisation through churches, universities and professional networks; member care from application to return.',
      last_updated: new Date(Date.UTC(2026, 9, 1)),
    });
  }
  return { places, teams, requisitions, officeRequisitions };
}

/** Roles in the European office itself, some with accents, so the demo office staff's search finds some. */
const europeanOfficeRequisitions = [
  { title: 'Mobiliser for Portugal, Lisboa office', description: 'Visits churches in Lisboa and Porto.' },
  {
    title: 'Member care coordinator, Zürich',
    description: 'Cares for members from Switzerland and Österreich.',
  },
  { title: 'Recruitment officer, Lyon', description: 'Works with universities in Lyon and Genève.' },
  { title: 'Finance assistant, Bristol office', description: 'Supports the European office finance team.' },
  { title: 'Church relations, Málaga', description: 'Links Spanish churches with the field.' },
  { title: 'Mobiliser for France, filled', description: 'The post is filled.', availability: 'FULFILLED' },
] as const;

const europeanOfficePapers = [
  {
    title: 'Mobilisation à Genève et Lyon',
    summary: 'Francophone mobilisation from Switzerland and France.',
  },
  {
    title: 'Member care in Österreich and Zürich',
    summary: 'Caring for members before, during and after service.',
  },
  { title: 'Churches of Portugal and Málaga', summary: 'Iberian churches sending to Africa.' },
] as const;

/**
 * The European office's own places, units and teams, so its office staff find teams in every state: a
 * published team holding an open requisition (which cannot be archived or unpublished), a draft, an
 * archived one, and a unit whose teams are all archived (which can be).
 */
const europeanOfficePlaces = [
  { name: 'Lisboa', country: 'PT', latitude: 38.722, longitude: -9.139, type: 'CITY' },
  { name: 'Lyon', country: 'FR', latitude: 45.764, longitude: 4.836, type: 'CITY' },
  { name: 'Bristol', country: 'GB', latitude: 51.455, longitude: -2.588, type: 'CITY' },
  { name: 'Zürich', country: 'CH', latitude: 47.377, longitude: 8.54, type: 'CITY' },
] as const;

const europeanOfficeUnits = [
  {
    name: 'Mobilisation',
    code: 'MOB',
    teams: [
      { name: 'Iberian mobilisers', place: 'Lisboa', status: 'PUBLISHED', archived: false },
      { name: 'Francophone mobilisation', place: 'Lyon', status: 'DRAFT', archived: false },
      { name: 'Bristol office team', place: 'Bristol', status: 'PUBLISHED', archived: true },
    ],
  },
  {
    name: 'Member care',
    code: 'MC',
    teams: [{ name: 'Member care Europe', place: 'Zürich', status: 'PUBLISHED', archived: false }],
  },
  {
    name: 'Recruitment fairs',
    code: 'RF',
    teams: [{ name: 'Fairs 2025', place: 'Lyon', status: 'PUBLISHED', archived: true }],
  },
] as const;

/** The team of the office's units each office requisition is for, by the place in its title. */
const teamOfRequisition: Record<string, string> = {
  'Mobiliser for Portugal, Lisboa office': 'Iberian mobilisers',
  'Member care coordinator, Zürich': 'Member care Europe',
};

function addSendingOfficeTeams(rows: SeedRows, organisationId: number) {
  const placeIds = new Map(
    europeanOfficePlaces.map((place) => [
      place.name,
      rows.add('geolocations', {
        organisation_id: organisationId,
        name: place.name,
        country: place.country,
        location_type: place.type,
        latitude: place.latitude,
        longitude: place.longitude,
      }),
    ]),
  );
  const teams = new Map<string, { teamId: number; unitId: number; placeId: number | null }>();
  for (const unit of europeanOfficeUnits) {
    const unitId = rows.add('units', {
      organisation_id: organisationId,
      name: unit.name,
      code: unit.code,
      description: `${unit.name} in the European office.`,
      is_open_for_enquiries: !unit.teams.every((team) => team.archived),
      is_archived: false,
    });
    unit.teams.forEach((team, index) => {
      const placeId = placeIds.get(team.place) ?? null;
      const teamId = rows.add('teams', {
        organisation_id: organisationId,
        unit_id: unitId,
        geolocation_id: placeId,
        name: team.name,
        code: `${unit.code}-${index + 1}`,
        description: `The ${team.name} team, based in ${team.place}.`,
        status: team.status,
        is_archived: team.archived,
        is_open_for_enquiries: team.status === 'PUBLISHED' && !team.archived,
        private_notes: index === 0 ? 'Reviewed by the director every spring.' : null,
      });
      teams.set(team.name, { teamId, unitId, placeId });
    });
  }
  return teams;
}

function addSendingOfficeOpportunities(rows: SeedRows, organisationId: number) {
  const teams = addSendingOfficeTeams(rows, organisationId);
  const added = europeanOfficeRequisitions.map((requisition, index) => ({
    id: rows.add('requisitions', {
      organisation_id: organisationId,
      term_type: 'FULL_TERM',
      availability: 'OPEN',
      ...requisition,
      ...teamColumnsOf(teams.get(teamOfRequisition[requisition.title] ?? '')),
      last_updated: new Date(Date.UTC(2026, 10, 2 + index * 3)),
    }),
    title: requisition.title,
    isOpen: !('availability' in requisition),
  }));
  europeanOfficePapers.forEach((paper, index) => {
    rows.add('vision_strategy_papers', {
      organisation_id: organisationId,
      ...paper,
      last_updated: new Date(Date.UTC(2026, 8, 5 + index * 7)),
    });
  });
  return added.filter((requisition) => requisition.isOpen).map(({ id, title }) => ({ id, title }));
}

const teamColumnsOf = (team: { teamId: number; unitId: number; placeId: number | null } | undefined) =>
  team ? { team_id: team.teamId, unit_id: team.unitId, geolocation_id: team.placeId } : {};
