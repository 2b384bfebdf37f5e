import type { NamedReferenceItem } from './translated-name.ts';

/** Where requisitions and work sit. Ids are stored on records: never reuse or renumber one. */
export const regions = [
  {
    id: 1,
    name: { en: 'Central Africa', es: 'África Central', fr: 'Afrique centrale', pt: 'África Central' },
  },
  {
    id: 2,
    name: { en: 'East Africa', es: 'África Oriental', fr: 'Afrique de l’Est', pt: 'África Oriental' },
  },
  {
    id: 3,
    name: { en: 'Horn of Africa', es: 'Cuerno de África', fr: 'Corne de l’Afrique', pt: 'Corno de África' },
  },
  { id: 4, name: { en: 'Indian Ocean', es: 'Océano Índico', fr: 'Océan Indien', pt: 'Oceano Índico' } },
  {
    id: 5,
    name: { en: 'North Africa', es: 'África del Norte', fr: 'Afrique du Nord', pt: 'Norte de África' },
  },
  { id: 6, name: { en: 'Sahel', es: 'Sahel', fr: 'Sahel', pt: 'Sahel' } },
  {
    id: 7,
    name: { en: 'Southern Africa', es: 'África Austral', fr: 'Afrique australe', pt: 'África Austral' },
  },
  {
    id: 8,
    name: { en: 'West Africa', es: 'África Occidental', fr: 'Afrique de l’Ouest', pt: 'África Ocidental' },
  },
  { id: 9, name: { en: 'Europe', es: 'Europa', fr: 'Europe', pt: 'Europa' } },
  { id: 10, name: { en: 'The Americas', es: 'América', fr: 'Amériques', pt: 'Américas' } },
  {
    id: 11,
    name: {
      en: 'Asia and the Pacific',
      es: 'Asia y el Pacífico',
      fr: 'Asie et Pacifique',
      pt: 'Ásia e Pacífico',
    },
  },
] as const satisfies readonly NamedReferenceItem[];
