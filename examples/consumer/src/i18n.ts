import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The team's own i18next, with its own texts: MobiliseProvider adds the library's `ui` namespace to it,
 * so both share one instance and one language.
 */
export const i18n = i18next.createInstance();

await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['example'],
  defaultNS: 'example',
  interpolation: { escapeValue: false },
  resources: {
    en: {
      example: {
        title: 'Volunteers',
        intro: 'Everything below comes from @mobilise/ui.',
        name: 'Full name',
        country: 'Country',
        arrival: 'Arrival date',
        team: 'Team',
        openModal: 'Remove the team',
        modalTitle: 'Remove this team?',
        modalBody: 'Its members stay in the organisation.',
        remove: 'Remove',
        volunteers: 'Volunteers by country',
        role: 'Role',
      },
    },
    fr: {
      example: {
        title: 'Bénévoles',
        intro: 'Tout ce qui suit vient de @mobilise/ui.',
        name: 'Nom complet',
        country: 'Pays',
        arrival: "Date d'arrivée",
        team: 'Équipe',
        openModal: "Retirer l'équipe",
        modalTitle: 'Retirer cette équipe ?',
        modalBody: "Ses membres restent dans l'organisation.",
        remove: 'Retirer',
        volunteers: 'Bénévoles par pays',
        role: 'Rôle',
      },
    },
  },
});
