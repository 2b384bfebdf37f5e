import type {
  ApiErrorBody,
  CurrentUserResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';

/** What the sign-in and registration answer: the member of the demo data. */
export const signedInMember: CurrentUserResponse = {
  id: 5,
  is_admin: false,
  is_office_staff_for: [],
  mobilised_by_organisations: [1],
  is_education_consultant_for: [],
  user_can: {},
  first_name: 'Maria',
  last_name: 'Santos',
  person_profile_id: 12,
  avatar_id: null,
  known_as: null,
  language: 'en',
  member_status: 'ACTIVE',
  family_id: null,
  is_creative_access: false,
  requires_onboarding: false,
  page_metadata: {
    feature_flags: {
      leave_requests: true,
      travel_plans: true,
      education_plans: true,
      reviews: true,
      review_forms: true,
      mark_not_requiring_education_plan: false,
      leave_request_extensive_confirm_ended_flow: false,
      travel_plan_extensive_confirm_ended_flow: false,
    },
    banner: null,
    application_restriction_list: null,
  },
};

export const authPaths = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
} as const;
type AuthPath = (typeof authPaths)[keyof typeof authPaths];

const refusal = (status: number, body: Omit<ApiErrorBody, 'requestId'>, headers?: HeadersInit) =>
  HttpResponse.json<ApiErrorBody>({ ...body, requestId: 'story' }, { status, headers });

/** The server's answers to the sign-in calls, success and every failure the screens handle. */
export const authHandlers = {
  signInSucceeds: http.post<never, LoginBody, CurrentUserResponse>(authPaths.login, () =>
    HttpResponse.json(signedInMember),
  ),
  signInRefused: http.post<never, LoginBody, ApiErrorBody>(authPaths.login, () =>
    refusal(401, {
      code: 'invalid_credentials',
      message: 'The e-mail address or the password is not right.',
    }),
  ),
  registerSucceeds: http.post<never, RegisterBody, CurrentUserResponse>(authPaths.register, () =>
    HttpResponse.json(signedInMember),
  ),
  resetLinkRequested: http.post<never, ForgotPasswordBody, ForgotPasswordResponse>(
    authPaths.forgotPassword,
    () =>
      HttpResponse.json(
        {
          message:
            'If an account uses this address, a message with a link to choose a new password is on its way.',
        },
        { status: 202 },
      ),
  ),
  passwordReset: http.post<never, ResetPasswordBody, never>(
    authPaths.resetPassword,
    () => new HttpResponse(null, { status: 204 }),
  ),
  /** 422 naming the fields and why, as the server words it. */
  invalid: (path: AuthPath, errors: Record<string, string[]>) =>
    http.post(path, () =>
      refusal(422, { code: 'validation_failed', message: 'Some fields are not valid.', errors }),
    ),
  /** 410: the register or reset link is expired, used or unknown. */
  linkExpired: (path: AuthPath) =>
    http.post(path, () =>
      refusal(410, { code: 'link_expired', message: 'This link has expired or has already been used.' }),
    ),
  /** 429 with Retry-After. */
  rateLimited: (path: AuthPath, retryAfterSeconds: number) =>
    http.post(path, () =>
      refusal(
        429,
        { code: 'rate_limited', message: 'Too many attempts: try again later.' },
        { 'Retry-After': String(retryAfterSeconds) },
      ),
    ),
  /** A 500 the server hides the details of. */
  serverError: (path: AuthPath) =>
    http.post(path, () => refusal(500, { code: 'internal_error', message: 'Something went wrong.' })),
  /** No answer at all (offline, server down). */
  networkDown: (path: AuthPath) => http.post(path, () => HttpResponse.error()),
};
