import { passwordMinLength } from '@mobilise/contract';
import { TextField } from '@mobilise/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../routes/routePath.ts';
import { AuthForm } from './AuthForm.tsx';
import { formProblemOf } from './form-problem.ts';
import { checkNewPassword } from './new-password-check.ts';
import { useAuthForm } from './useAuthForm.ts';
import { useAuthTranslation } from './useAuthTranslation.ts';

export interface NewPasswordFormProps {
  /** The button's text. */
  submitLabel: string;
  /** Sends the new password with the link's token. */
  save: (password: string) => Promise<void>;
  /** Moves on once the server took the password. */
  onSaved: () => void;
  /** Where an expired, used or unknown link leads. */
  expiredRoute: 'RegisterExpired' | 'ResetPasswordExpired';
}

/** A new password typed twice, from a register or reset link. */
export function NewPasswordForm({ submitLabel, save, onSaved, expiredRoute }: NewPasswordFormProps) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const sending = useAuthForm();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const faults = checkNewPassword(password, confirmation);
    if (faults.password || faults.confirmation) {
      sending.refuse({
        ...(faults.password === 'missing' ? { password: [t('authForm.passwordMissing')] } : {}),
        ...(faults.password === 'tooShort'
          ? { password: [t('authForm.passwordTooShort', { count: passwordMinLength })] }
          : {}),
        ...(faults.confirmation ? { confirmation: [t('authForm.passwordsDiffer')] } : {}),
      });
      return;
    }
    sending.start();
    try {
      await save(password);
      onSaved();
    } catch (error) {
      const problem = formProblemOf(error, ['password']);
      if (problem.kind === 'linkExpired') {
        sending.stop();
        navigate(routePath(expiredRoute), { replace: true });
      } else if (problem.kind === 'invalidFields') {
        sending.refuse(problem.fieldErrors);
      } else {
        sending.fail(problem);
      }
    }
  };

  return (
    <AuthForm sending={sending} onSubmit={submit} submitLabel={submitLabel}>
      <TextField
        label={t('authForm.newPassword')}
        hint={t('authForm.newPasswordHint', { count: passwordMinLength })}
        type="password"
        name="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        errors={sending.fieldErrors.password}
      />
      <TextField
        label={t('authForm.confirmPassword')}
        type="password"
        name="confirmation"
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={setConfirmation}
        errors={sending.fieldErrors.confirmation}
      />
    </AuthForm>
  );
}
