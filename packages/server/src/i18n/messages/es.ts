import type { Messages } from './en.ts';

export const es = {
  bad_request: 'No se ha podido atender la solicitud.',
  not_found: 'No se ha encontrado nada en esta dirección.',
  method_not_allowed: 'Esta dirección no admite este método.',
  not_acceptable: 'No es posible responder en ninguno de los formatos aceptados.',
  payload_too_large: 'La solicitud es demasiado grande.',
  unsupported_media_type: 'El cuerpo de la solicitud tiene un tipo que esta dirección no admite.',
  rate_limited: 'Demasiados intentos: vuelva a intentarlo más tarde.',
  internal_error: 'Algo ha fallado por nuestra parte.',
  validation_failed: 'Algunos campos no son válidos.',
  invalid_credentials: 'La dirección de correo electrónico o la contraseña no son correctas.',
  link_expired: 'Este enlace ha caducado o ya se ha utilizado.',
  not_signed_in: 'No ha iniciado sesión.',
  xsrf: 'A la solicitud le falta el token de seguridad de este sitio: recargue la página e inténtelo de nuevo.',
  stale_version:
    'Otra persona ha modificado este registro desde que lo abrió: vuelva a cargarlo e inténtelo de nuevo.',
  cross_origin: 'Las solicitudes que modifican datos deben proceder de este sitio.',
} as const satisfies Messages;
