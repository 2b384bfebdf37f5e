import type { SeedRows } from './seed-rows.ts';

/** The demo organisation set: three regional sending organisations, the field, and the international office. */
export interface DemoOrganisations {
  europe: number;
  northAmerica: number;
  africa: number;
  international: number;
  all: number[];
  /** Organisations people are mobilised by. */
  mobilising: number[];
}

export function addOrganisations(rows: SeedRows): DemoOrganisations {
  const europe = rows.add('organisations', { name: 'AIM Europe', code: 'EUR' });
  const northAmerica = rows.add('organisations', { name: 'AIM North America', code: 'NAM' });
  const africa = rows.add('organisations', { name: 'AIM Africa', code: 'AFR' });
  const international = rows.add('organisations', {
    name: 'AIM International Office',
    code: 'INT',
    is_international_office: true,
  });
  return {
    europe,
    northAmerica,
    africa,
    international,
    all: [europe, northAmerica, africa, international],
    mobilising: [europe, northAmerica, africa],
  };
}
