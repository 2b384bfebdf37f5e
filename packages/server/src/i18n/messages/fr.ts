import type { Messages } from './en.ts';

export const fr = {
  bad_request: 'La requête n’a pas pu être traitée.',
  not_found: 'Rien n’a été trouvé à cette adresse.',
  method_not_allowed: 'Cette adresse n’accepte pas cette méthode.',
  not_acceptable: 'Aucune réponse n’est possible dans un format accepté.',
  payload_too_large: 'La requête est trop volumineuse.',
  unsupported_media_type: 'Le corps de la requête est d’un type que cette adresse n’accepte pas.',
  file_too_large: 'Veuillez choisir un fichier de {{megabytes}} Mo au plus',
  file_type_not_accepted:
    'Seuls les fichiers PDF, les images et les documents bureautiques peuvent être joints.',
  rate_limited: 'Trop de tentatives : réessayez plus tard.',
  internal_error: 'Une erreur s’est produite de notre côté.',
  database_unavailable: 'Le service est momentanément indisponible : réessayez dans un instant.',
  validation_failed: 'Certains champs ne sont pas valides.',
  invalid_credentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  link_expired: 'Ce lien a expiré ou a déjà été utilisé.',
  not_signed_in: 'Vous n’êtes pas connecté.',
  xsrf: 'Il manque à la requête le jeton de sécurité de ce site : rechargez la page et réessayez.',
  stale_version:
    'Quelqu’un d’autre a modifié cet enregistrement depuis que vous l’avez ouvert : rechargez-le et réessayez.',
  cross_origin: 'Les requêtes qui modifient des données doivent venir de ce site.',
  report_not_allowed: 'Vous n’avez pas le droit de télécharger ce rapport.',
  admins_only: 'Seuls les administrateurs du système peuvent faire cela.',
  capability_not_held: 'Vous n’avez pas le droit de faire cela pour cette organisation.',
  transition_not_allowed:
    'Cet enregistrement ne permet pas ce changement dans l’état où il se trouve : rechargez-le pour voir où il en est.',
  own_leave_decision: 'Personne ne peut décider d’une demande qui le concerne.',
  not_the_person: 'Seuls la personne ou le personnel de son bureau peuvent faire cela.',
  purge_has_assignment:
    'Cette personne a une affectation active ou prévue : terminez-la ou supprimez-la avant d’effacer ses données.',
  purge_only_adult:
    'Cette personne est le seul adulte d’une famille avec enfants : rattachez d’abord les enfants à un autre adulte.',
  already_purged: 'Les données de cette personne ont déjà été effacées.',
  already_registered:
    'Cette personne ou son adresse e-mail a déjà un compte : aucune invitation n’est nécessaire.',
  purge_confirmation_mismatch: 'ne correspond pas au nom affiché',
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
  position_name_taken: 'est déjà le nom d’un autre poste de cette organisation',
  education_plan_year_taken: 'cet enfant a déjà un plan pour cette année scolaire',
  position_removed: 'est un poste supprimé : il ne peut plus être modifié',
  stage_not_in_template: 'n’est pas une étape de ce modèle',
  task_not_in_template: 'n’est pas une tâche de ce modèle, ou est nommée deux fois',
  stage_named_twice: 'est une étape nommée deux fois',
  template_archived: 'est un modèle archivé : il ne peut plus être modifié',
  position_not_of_organisation: 'n’est pas un poste de cette organisation',
  workflow_template_not_of_organisation:
    'n’est pas un modèle de processus pour les candidatures de cette organisation',
  assignment_workflow_template_not_of_organisation:
    'n’est pas un modèle de processus pour les affectations d’une des organisations de cette affectation',
  users_unknown: 'nomme des utilisateurs qui n’existent pas : {{ids}}',
  not_an_applicant: 'n’est pas un candidat de cette candidature',
  decision_for_decision_tasks: 'est obligatoire pour terminer une tâche de décision, et seulement pour elle',
  document_required: 'demande au moins un fichier joint avant que la tâche puisse être terminée',
  sub_type_only_for_extraordinary: 'ne s’indique que pour un congé extraordinaire',
  assets_not_attachable: 'désigne des fichiers que vous ne pouvez pas joindre : {{ids}}',
  team_has_open_requisitions:
    'Cette équipe a des demandes de personnel ouvertes : pourvoyez-les ou archivez-les d’abord.',
  team_has_active_members:
    'Cette équipe a des membres actifs : elle ne peut pas être archivée tant qu’ils y servent.',
  unit_has_open_requisitions:
    'Cette unité a des demandes de personnel ouvertes : pourvoyez-les ou archivez-les d’abord.',
  unit_has_active_teams: 'Cette unité a des équipes non archivées : archivez-les ou déplacez-les d’abord.',
  unit_not_of_organisation: 'n’est pas une unité de cette organisation',
  unit_archived: 'est une unité archivée : rétablissez-la d’abord',
  team_not_of_organisation: 'n’est pas une équipe de cette organisation',
  team_archived: 'est une équipe archivée : rétablissez-la d’abord',
  team_or_unit:
    'doit rester vide quand une équipe est indiquée : une demande de personnel sert une équipe ou une unité',
  paper_not_of_organisation: 'n’est pas un document de vision et de stratégie de cette organisation',
  geolocation_unknown: 'ne désigne aucun lieu',
  region_unknown: 'ne désigne aucune région',
  country_unknown: 'n’est pas un pays de la liste des pays',
} as const satisfies Messages;
