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
  already_registered:
    'Esta persona o su dirección de correo electrónico ya tiene una cuenta: no hace falta invitarla.',
  field_required: 'es obligatorio',
  field_not_in_profile: 'no es un campo del perfil de la persona',
  field_not_in_form: 'no es un campo de este formulario',
  id_list_empty: 'debe indicar al menos un id',
  unknown_organisations: 'no corresponde a ninguna organización: {{ids}}',
  not_an_address_of_the_person: 'no es una de las direcciones de la persona',
  address_person_mismatch: 'debe indicar la persona de person_profile',
  responsibility_not_reassignable:
    'no corresponde a ninguna responsabilidad de esta persona que pueda reasignar, o indica una dos veces',
  not_another_mobilised_account: 'debe ser otra persona con cuenta a la que la organización moviliza',
  unknown_security_groups: 'indica grupos de seguridad desconocidos: {{ids}}',
  person_not_mobilised: 'indica una persona a la que esta organización no moviliza',
  people_not_addable: 'indica personas que no puede añadir: {{ids}}',
  person_listed_twice: 'no debe indicar a una persona dos veces',
  no_email_to_invite:
    'no está indicado: añada una dirección de correo electrónico a la persona antes de enviar la invitación',
  nul_character: 'no debe contener el carácter NUL (U+0000)',
  mobilising_organisation_required: 'debe indicar al menos una organización',
  organisations_not_run: 'añade o quita organizaciones que usted no gestiona: {{ids}}',
} as const satisfies Messages;
