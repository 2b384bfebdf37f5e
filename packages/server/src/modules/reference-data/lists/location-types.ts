import type { NamedReferenceItem } from './translated-name.ts';

/** The kind of place a location is. Ids are stored on records: never reuse or renumber one. */
export const locationTypes = [
  { id: 1, name: { en: 'Capital city', es: 'Capital', fr: 'Capitale', pt: 'Capital' } },
  { id: 2, name: { en: 'City', es: 'Ciudad', fr: 'Ville', pt: 'Cidade' } },
  { id: 3, name: { en: 'Town', es: 'Pueblo', fr: 'Petite ville', pt: 'Vila' } },
  { id: 4, name: { en: 'Village', es: 'Aldea', fr: 'Village', pt: 'Aldeia' } },
  { id: 5, name: { en: 'Rural area', es: 'Zona rural', fr: 'Zone rurale', pt: 'Zona rural' } },
  { id: 6, name: { en: 'Remote area', es: 'Zona remota', fr: 'Zone isolée', pt: 'Zona remota' } },
  {
    id: 7,
    name: {
      en: 'Refugee camp',
      es: 'Campo de refugiados',
      fr: 'Camp de réfugiés',
      pt: 'Campo de refugiados',
    },
  },
  { id: 8, name: { en: 'Island', es: 'Isla', fr: 'Île', pt: 'Ilha' } },
] as const satisfies readonly NamedReferenceItem[];
