import type { Language } from '../../i18n/languages.ts';

/** The reports' own column titles and words; the person fields take the profile form's labels. */
export interface ReportWords {
  organisation: string;
  id: string;
  record: string;
  membership: string;
  assignment: string;
  membershipType: string;
  countryOfService: string;
  team: string;
  startDate: string;
  endDate: string;
  status: string;
  current: string;
  ended: string;
  homeOrganisation: string;
  memberships: string;
  otherFamilyMembers: string;
  receivingOrganisation: string;
  assignmentStart: string;
  assignmentEnd: string;
  memberSince: string;
}

export const reportWords: Record<Language, ReportWords> = {
  en: {
    organisation: 'Organisation',
    id: 'ID',
    record: 'Record',
    membership: 'Membership',
    assignment: 'Assignment',
    membershipType: 'Membership type',
    countryOfService: 'Country of service',
    team: 'Team',
    startDate: 'Start date',
    endDate: 'End date',
    status: 'Status',
    current: 'Current',
    ended: 'Ended',
    homeOrganisation: 'Home organisation',
    memberships: 'Memberships',
    otherFamilyMembers: 'Other family members',
    receivingOrganisation: 'Receiving organisation',
    assignmentStart: 'Assignment start',
    assignmentEnd: 'Assignment end',
    memberSince: 'Member since',
  },
  es: {
    organisation: 'Organización',
    id: 'ID',
    record: 'Registro',
    membership: 'Membresía',
    assignment: 'Asignación',
    membershipType: 'Tipo de membresía',
    countryOfService: 'País de servicio',
    team: 'Equipo',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin',
    status: 'Estado',
    current: 'Vigente',
    ended: 'Finalizada',
    homeOrganisation: 'Organización de origen',
    memberships: 'Membresías',
    otherFamilyMembers: 'Otros miembros de la familia',
    receivingOrganisation: 'Organización receptora',
    assignmentStart: 'Inicio de la asignación',
    assignmentEnd: 'Fin de la asignación',
    memberSince: 'Miembro desde',
  },
  fr: {
    organisation: 'Organisation',
    id: 'ID',
    record: 'Fiche',
    membership: 'Adhésion',
    assignment: 'Affectation',
    membershipType: 'Type d’adhésion',
    countryOfService: 'Pays de service',
    team: 'Équipe',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    status: 'Statut',
    current: 'En cours',
    ended: 'Terminée',
    homeOrganisation: 'Organisation d’origine',
    memberships: 'Adhésions',
    otherFamilyMembers: 'Autres membres de la famille',
    receivingOrganisation: 'Organisation d’accueil',
    assignmentStart: 'Début de l’affectation',
    assignmentEnd: 'Fin de l’affectation',
    memberSince: 'Membre depuis',
  },
  pt: {
    organisation: 'Organização',
    id: 'ID',
    record: 'Registo',
    membership: 'Filiação',
    assignment: 'Missão',
    membershipType: 'Tipo de filiação',
    countryOfService: 'País de serviço',
    team: 'Equipa',
    startDate: 'Data de início',
    endDate: 'Data de fim',
    status: 'Estado',
    current: 'Em curso',
    ended: 'Terminada',
    homeOrganisation: 'Organização de origem',
    memberships: 'Filiações',
    otherFamilyMembers: 'Outros membros da família',
    receivingOrganisation: 'Organização de acolhimento',
    assignmentStart: 'Início da missão',
    assignmentEnd: 'Fim da missão',
    memberSince: 'Membro desde',
  },
};
