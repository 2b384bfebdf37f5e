import type { NamedReferenceItem } from './translated-name.ts';

/** The setting a ministry works in. Ids are stored on records: never reuse or renumber one. */
export const ministryTypes = [
  {
    id: 1,
    name: {
      en: 'Administrative support',
      es: 'Apoyo administrativo',
      fr: 'Soutien administratif',
      pt: 'Apoio administrativo',
    },
  },
  { id: 2, name: { en: 'Aviation', es: 'Aviación', fr: 'Aviation', pt: 'Aviação' } },
  {
    id: 3,
    name: {
      en: 'Bible school or seminary',
      es: 'Instituto bíblico o seminario',
      fr: 'École biblique ou séminaire',
      pt: 'Escola bíblica ou seminário',
    },
  },
  {
    id: 4,
    name: {
      en: 'Camp or conference centre',
      es: 'Campamento o centro de conferencias',
      fr: 'Camp ou centre de conférences',
      pt: 'Acampamento ou centro de conferências',
    },
  },
  {
    id: 5,
    name: { en: 'Children’s home', es: 'Hogar infantil', fr: 'Foyer pour enfants', pt: 'Lar de crianças' },
  },
  { id: 6, name: { en: 'Church', es: 'Iglesia', fr: 'Église', pt: 'Igreja' } },
  {
    id: 7,
    name: {
      en: 'Community project',
      es: 'Proyecto comunitario',
      fr: 'Projet communautaire',
      pt: 'Projeto comunitário',
    },
  },
  {
    id: 8,
    name: {
      en: 'Hospital or clinic',
      es: 'Hospital o clínica',
      fr: 'Hôpital ou dispensaire',
      pt: 'Hospital ou clínica',
    },
  },
  {
    id: 9,
    name: { en: 'Media centre', es: 'Centro de medios', fr: 'Centre de médias', pt: 'Centro de média' },
  },
  {
    id: 10,
    name: {
      en: 'Mission school',
      es: 'Escuela misionera',
      fr: 'École missionnaire',
      pt: 'Escola missionária',
    },
  },
  {
    id: 11,
    name: { en: 'Small business', es: 'Pequeña empresa', fr: 'Petite entreprise', pt: 'Pequena empresa' },
  },
  {
    id: 12,
    name: {
      en: 'Translation project',
      es: 'Proyecto de traducción',
      fr: 'Projet de traduction',
      pt: 'Projeto de tradução',
    },
  },
] as const satisfies readonly NamedReferenceItem[];
