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
} as const satisfies Messages;
