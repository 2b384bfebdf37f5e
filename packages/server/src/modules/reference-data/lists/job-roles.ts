import type { NamedReferenceItem } from './translated-name.ts';

/** What people do on assignment. Ids are stored on records: never reuse or renumber one. */
export const jobRoles = [
  { id: 1, name: { en: 'Accountant', es: 'Contable', fr: 'Comptable', pt: 'Contabilista' } },
  { id: 2, name: { en: 'Administrator', es: 'Administrador', fr: 'Administrateur', pt: 'Administrador' } },
  { id: 3, name: { en: 'Agriculturalist', es: 'Agrónomo', fr: 'Agronome', pt: 'Agrónomo' } },
  {
    id: 4,
    name: {
      en: 'Aircraft mechanic',
      es: 'Mecánico de aviación',
      fr: 'Mécanicien aéronautique',
      pt: 'Mecânico de aviação',
    },
  },
  {
    id: 5,
    name: {
      en: 'Bible translator',
      es: 'Traductor de la Biblia',
      fr: 'Traducteur de la Bible',
      pt: 'Tradutor da Bíblia',
    },
  },
  {
    id: 6,
    name: {
      en: 'Church planter',
      es: 'Plantador de iglesias',
      fr: 'Implanteur d’Églises',
      pt: 'Plantador de igrejas',
    },
  },
  {
    id: 7,
    name: {
      en: 'Community development worker',
      es: 'Agente de desarrollo comunitario',
      fr: 'Agent de développement communautaire',
      pt: 'Agente de desenvolvimento comunitário',
    },
  },
  { id: 8, name: { en: 'Counsellor', es: 'Consejero', fr: 'Conseiller', pt: 'Conselheiro' } },
  { id: 9, name: { en: 'Doctor', es: 'Médico', fr: 'Médecin', pt: 'Médico' } },
  { id: 10, name: { en: 'Engineer', es: 'Ingeniero', fr: 'Ingénieur', pt: 'Engenheiro' } },
  { id: 11, name: { en: 'Evangelist', es: 'Evangelista', fr: 'Évangéliste', pt: 'Evangelista' } },
  {
    id: 12,
    name: { en: 'Field leader', es: 'Líder de campo', fr: 'Responsable de terrain', pt: 'Líder de campo' },
  },
  {
    id: 13,
    name: {
      en: 'IT specialist',
      es: 'Especialista en informática',
      fr: 'Informaticien',
      pt: 'Especialista em informática',
    },
  },
  {
    id: 14,
    name: {
      en: 'Literacy specialist',
      es: 'Especialista en alfabetización',
      fr: 'Spécialiste de l’alphabétisation',
      pt: 'Especialista em alfabetização',
    },
  },
  {
    id: 15,
    name: {
      en: 'Logistics coordinator',
      es: 'Coordinador de logística',
      fr: 'Coordinateur logistique',
      pt: 'Coordenador de logística',
    },
  },
  {
    id: 16,
    name: {
      en: 'Media producer',
      es: 'Productor de medios',
      fr: 'Producteur de médias',
      pt: 'Produtor de média',
    },
  },
  {
    id: 17,
    name: {
      en: 'Member care worker',
      es: 'Cuidado del personal',
      fr: 'Accompagnant des membres',
      pt: 'Cuidado dos membros',
    },
  },
  { id: 18, name: { en: 'Midwife', es: 'Matrona', fr: 'Sage-femme', pt: 'Parteira' } },
  { id: 19, name: { en: 'Nurse', es: 'Enfermero', fr: 'Infirmier', pt: 'Enfermeiro' } },
  { id: 20, name: { en: 'Pastor', es: 'Pastor', fr: 'Pasteur', pt: 'Pastor' } },
  { id: 21, name: { en: 'Pilot', es: 'Piloto', fr: 'Pilote', pt: 'Piloto' } },
  { id: 22, name: { en: 'Teacher', es: 'Docente', fr: 'Enseignant', pt: 'Professor' } },
  {
    id: 23,
    name: {
      en: 'Theological educator',
      es: 'Profesor de teología',
      fr: 'Enseignant en théologie',
      pt: 'Professor de teologia',
    },
  },
  {
    id: 24,
    name: {
      en: 'Youth worker',
      es: 'Trabajador juvenil',
      fr: 'Animateur de jeunesse',
      pt: 'Animador de jovens',
    },
  },
] as const satisfies readonly NamedReferenceItem[];
