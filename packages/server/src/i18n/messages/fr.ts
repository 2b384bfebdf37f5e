import type { Messages } from './en.ts';

export const fr = {
  bad_request: 'La requête n’a pas pu être traitée.',
  not_found: 'Rien n’a été trouvé à cette adresse.',
  method_not_allowed: 'Cette adresse n’accepte pas cette méthode.',
  not_acceptable: 'Aucune réponse n’est possible dans un format accepté.',
  payload_too_large: 'La requête est trop volumineuse.',
  unsupported_media_type: 'Le corps de la requête est d’un type que cette adresse n’accepte pas.',
  rate_limited: 'Trop de tentatives : réessayez plus tard.',
  internal_error: 'Une erreur s’est produite de notre côté.',
  validation_failed: 'Certains champs ne sont pas valides.',
  invalid_credentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  link_expired: 'Ce lien a expiré ou a déjà été utilisé.',
  not_signed_in: 'Vous n’êtes pas connecté.',
  xsrf: 'Il manque à la requête le jeton de sécurité de ce site : rechargez la page et réessayez.',
  stale_version:
    'Quelqu’un d’autre a modifié cet enregistrement depuis que vous l’avez ouvert : rechargez-le et réessayez.',
  cross_origin: 'Les requêtes qui modifient des données doivent venir de ce site.',
  already_registered:
    'Cette personne ou son adresse e-mail a déjà un compte : aucune invitation n’est nécessaire.',
  field_required: 'est obligatoire',
  field_not_in_profile: 'n’est pas un champ du profil de la personne',
  field_not_in_form: 'n’est pas un champ de ce formulaire',
  id_list_empty: 'doit indiquer au moins un identifiant',
  unknown_organisations: 'ne désigne aucune organisation : {{ids}}',
  not_an_address_of_the_person: 'n’est pas l’une des adresses de la personne',
  address_person_mismatch: 'doit désigner la personne de person_profile',
  responsibility_not_reassignable:
    'ne désigne aucune responsabilité de cette personne que vous pouvez réattribuer, ou en désigne une deux fois',
  not_another_mobilised_account:
    'doit être une autre personne disposant d’un compte que l’organisation mobilise',
  unknown_security_groups: 'désigne des groupes de sécurité inconnus : {{ids}}',
  person_not_mobilised: 'désigne une personne que cette organisation ne mobilise pas',
  people_not_addable: 'désigne des personnes que vous ne pouvez pas ajouter : {{ids}}',
  person_listed_twice: 'ne doit pas indiquer une personne deux fois',
  no_email_to_invite:
    'n’est pas renseignée : ajoutez une adresse e-mail à la personne avant d’envoyer l’invitation',
  nul_character: 'ne doit pas contenir le caractère NUL (U+0000)',
  mobilising_organisation_required: 'doit indiquer au moins une organisation',
  organisations_not_run: 'ajoute ou retire des organisations que vous ne gérez pas : {{ids}}',
} as const satisfies Messages;
