import type { NamedReferenceItem } from './translated-name.ts';

/** What a ministry aims at. Ids are stored on records: never reuse or renumber one. */
export const ministryFocuses = [
  {
    id: 1,
    name: {
      en: 'Bible translation',
      es: 'Traducción de la Biblia',
      fr: 'Traduction de la Bible',
      pt: 'Tradução da Bíblia',
    },
  },
  {
    id: 2,
    name: {
      en: 'Business as mission',
      es: 'Negocios como misión',
      fr: 'Entreprise comme mission',
      pt: 'Negócios como missão',
    },
  },
  {
    id: 3,
    name: {
      en: 'Children and youth',
      es: 'Niños y jóvenes',
      fr: 'Enfants et jeunes',
      pt: 'Crianças e jovens',
    },
  },
  {
    id: 4,
    name: {
      en: 'Church planting',
      es: 'Plantación de iglesias',
      fr: 'Implantation d’Églises',
      pt: 'Plantação de igrejas',
    },
  },
  {
    id: 5,
    name: {
      en: 'Community development',
      es: 'Desarrollo comunitario',
      fr: 'Développement communautaire',
      pt: 'Desenvolvimento comunitário',
    },
  },
  { id: 6, name: { en: 'Discipleship', es: 'Discipulado', fr: 'Formation de disciples', pt: 'Discipulado' } },
  { id: 7, name: { en: 'Education', es: 'Educación', fr: 'Éducation', pt: 'Educação' } },
  { id: 8, name: { en: 'Evangelism', es: 'Evangelismo', fr: 'Évangélisation', pt: 'Evangelismo' } },
  { id: 9, name: { en: 'Healthcare', es: 'Salud', fr: 'Santé', pt: 'Saúde' } },
  {
    id: 10,
    name: {
      en: 'Justice and advocacy',
      es: 'Justicia e incidencia',
      fr: 'Justice et plaidoyer',
      pt: 'Justiça e advocacia',
    },
  },
  {
    id: 11,
    name: {
      en: 'Leadership development',
      es: 'Desarrollo de liderazgo',
      fr: 'Formation de responsables',
      pt: 'Desenvolvimento de liderança',
    },
  },
  {
    id: 12,
    name: {
      en: 'Media and communications',
      es: 'Medios y comunicación',
      fr: 'Médias et communication',
      pt: 'Média e comunicação',
    },
  },
  {
    id: 13,
    name: {
      en: 'Member care',
      es: 'Cuidado del personal',
      fr: 'Soin des membres',
      pt: 'Cuidado dos membros',
    },
  },
  {
    id: 14,
    name: {
      en: 'Relief and development',
      es: 'Ayuda humanitaria y desarrollo',
      fr: 'Aide humanitaire et développement',
      pt: 'Ajuda humanitária e desenvolvimento',
    },
  },
  {
    id: 15,
    name: {
      en: 'Theological education',
      es: 'Educación teológica',
      fr: 'Enseignement théologique',
      pt: 'Educação teológica',
    },
  },
  {
    id: 16,
    name: {
      en: 'Unreached people groups',
      es: 'Pueblos no alcanzados',
      fr: 'Peuples non atteints',
      pt: 'Povos não alcançados',
    },
  },
] as const satisfies readonly NamedReferenceItem[];
