import type { Messages } from '../messages.ts';

export const es: Messages = {
  'validation.required': 'Este campo es obligatorio.',
  'validation.required_without_all': 'Uno de estos campos es obligatorio.',
  'validation.email': 'Introduzca una dirección de correo electrónico válida.',
  'validation.in': 'El valor seleccionado no es válido.',
  'validation.min.numeric': 'El valor debe ser al menos {{min}}.',
  'validation.max.string': 'El texto no puede tener más de {{max}} caracteres.',
  'validation.date': 'Introduzca una fecha válida.',
  'validation.after': 'La fecha debe ser posterior a {{date}}.',
  'validation.due_date_after':
    'La fecha límite debe ser posterior a la aceptación de la oferta de asignación.',
  'validation.url': 'Introduzca una dirección web válida.',
  'validation.numeric': 'El valor debe ser un número.',
  'validation.max_words': 'El texto no puede tener más de {{max}} palabras.',
  'save.failed': 'Se ha producido un error al guardar sus datos: {{messages}}',
};
