export { AuthFrame } from './AuthFrame.tsx';
export { register, resetPassword } from './auth-api.ts';
export { type AuthLocationState, readAuthLocationState } from './auth-location-state.ts';
export { enterApp } from './enter-app.ts';
export { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
export { NewPasswordForm } from './NewPasswordForm.tsx';
export { SignInForm } from './SignInForm.tsx';
export { useAuthTranslation } from './useAuthTranslation.ts';
