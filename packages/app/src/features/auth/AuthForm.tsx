import { Button } from '@mobilise/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './AuthFrame.css.ts';
import { FormProblemAlert } from './FormProblemAlert.tsx';
import type { useAuthForm } from './useAuthForm.ts';

export interface AuthFormProps {
  /** The form's sending state, from `useAuthForm()`. */
  sending: ReturnType<typeof useAuthForm>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text. */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** A sign-in screen's form: the form-wide problem above it, its fields, and the submit button (pending while sending). */
export function AuthForm({ sending, onSubmit, submitLabel, children }: AuthFormProps) {
  return (
    <>
      <FormProblemAlert key={sending.refusals} problem={sending.problem} />
      <form ref={sending.form} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <div>
          <Button type="submit" isPending={sending.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
