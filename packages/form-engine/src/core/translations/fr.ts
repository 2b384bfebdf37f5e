import type { Messages } from '../messages.ts';

export const fr: Messages = {
  'validation.required': 'Ce champ est obligatoire.',
  'validation.required_without_all': "L'un de ces champs est obligatoire.",
  'validation.email': 'Veuillez saisir une adresse e-mail valide.',
  'validation.in': "La valeur sélectionnée n'est pas valide.",
  'validation.min.numeric': 'La valeur doit être au moins {{min}}.',
  'validation.max.string': 'Le texte ne peut pas dépasser {{max}} caractères.',
  'validation.date': 'Veuillez saisir une date valide.',
  'validation.after': 'La date doit être postérieure au {{date}}.',
  'validation.due_date_after': "L'échéance doit être postérieure à l'acceptation de l'offre d'affectation.",
  'validation.url': 'Veuillez saisir une adresse web valide.',
  'validation.numeric': 'La valeur doit être un nombre.',
  'validation.max_words': 'Le texte ne peut pas dépasser {{max}} mots.',
  'save.failed': "Une erreur s'est produite lors de l'enregistrement de vos données : {{messages}}",
};
