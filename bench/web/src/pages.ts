/** The pages issue 6 puts a weight budget and Lighthouse targets on. */
export interface MeasuredPage {
  path: string;
  label: string;
  /** The demo sign-in the page is measured as; signed out when absent. */
  signedInAs?: string;
  jsBudgetBytes: number;
}

export const measuredPages: readonly MeasuredPage[] = [
  { path: '/login', label: 'Sign-in', jsBudgetBytes: 160 * 1024 },
  {
    path: '/my-aim',
    label: 'My AIM dashboard',
    signedInAs: 'member@example.org',
    jsBudgetBytes: 250 * 1024,
  },
];

/** The password of every demo sign-in (README "Demo data"). */
export const demoPassword = 'mobilise-demo';

export const targets = { performance: 95, accessibility: 100 } as const;
