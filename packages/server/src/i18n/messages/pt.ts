import type { Messages } from './en.ts';

export const pt = {
  bad_request: 'Não foi possível tratar o pedido.',
  not_found: 'Nada foi encontrado neste endereço.',
  method_not_allowed: 'Este endereço não aceita este método.',
  not_acceptable: 'Não é possível responder em nenhum formato aceite.',
  payload_too_large: 'O pedido é demasiado grande.',
  unsupported_media_type: 'O corpo do pedido tem um tipo que este endereço não aceita.',
  rate_limited: 'Demasiadas tentativas: tente novamente mais tarde.',
  internal_error: 'Algo correu mal do nosso lado.',
  validation_failed: 'Alguns campos não são válidos.',
  invalid_credentials: 'O endereço de e-mail ou a palavra-passe não estão corretos.',
  link_expired: 'Esta ligação expirou ou já foi utilizada.',
  not_signed_in: 'Não tem sessão iniciada.',
  xsrf: 'Falta ao pedido o token de segurança deste site: recarregue a página e tente novamente.',
  stale_version: 'Outra pessoa alterou este registo desde que o abriu: recarregue-o e tente novamente.',
  cross_origin: 'Os pedidos que alteram dados têm de vir deste site.',
} as const satisfies Messages;
