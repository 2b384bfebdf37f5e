import type { Messages } from '../messages.ts';

export const pt: Messages = {
  'validation.required': 'Este campo é obrigatório.',
  'validation.required_without_all': 'Um destes campos é obrigatório.',
  'validation.email': 'Introduza um endereço de e-mail válido.',
  'validation.in': 'O valor selecionado é inválido.',
  'validation.min.numeric': 'O valor deve ser pelo menos {{min}}.',
  'validation.max.string': 'O texto não pode ter mais de {{max}} caracteres.',
  'validation.date': 'Introduza uma data válida.',
  'validation.after': 'A data deve ser posterior a {{date}}.',
  'validation.due_date_after': 'O prazo deve ser posterior à aceitação da oferta de designação.',
  'validation.url': 'Introduza um endereço web válido.',
  'validation.numeric': 'O valor deve ser um número.',
  'validation.max_words': 'O texto não pode ter mais de {{max}} palavras.',
  'save.failed': 'Ocorreu um erro ao guardar os seus dados: {{messages}}',
};
