import { useEffect, useRef, useState } from 'react';
import type { FormProblem } from './form-problem.ts';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/**
 * The sending state every sign-in form shares: pending, the errors shown on fields, the form-wide
 * problem. After each refusal focus moves to the first invalid field, so a keyboard or screen-reader
 * user lands on the error (read out through the field's aria-describedby); `refusals` also keys the
 * form-wide alert so that a repeated problem is announced again.
 */
export const useAuthForm = () => {
  const form = useRef<HTMLFormElement>(null);
  const [isPending, setPending] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const settle = (errors: FieldErrors, found: FormProblem | undefined) => {
    setPending(false);
    setFieldErrors(errors);
    setProblem(found);
    setRefusals((count) => count + 1);
  };

  return {
    form,
    isPending,
    problem,
    fieldErrors,
    refusals,
    /** Sending begins: earlier messages go. */
    start: () => {
      setProblem(undefined);
      setFieldErrors({});
      setPending(true);
    },
    /** Fields refused, before sending or by the server. */
    refuse: (errors: FieldErrors) => settle(errors, undefined),
    /** A failure said above the form. */
    fail: (found: FormProblem) => settle({}, found),
    /** Sending ended without anything to show here (the screen moves on). */
    stop: () => setPending(false),
  };
};
