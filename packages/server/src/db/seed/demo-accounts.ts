/** The demo sign-ins of the embedded demo database (README lists them); all share one password. */
export const demoPassword = 'mobilise-demo';

export const demoAccounts = {
  admin: 'admin@example.org',
  office: 'office@example.org',
  multiOffice: 'multi-office@example.org',
  /** Office staff of another organisation than office@: what they may not see. */
  officeAfrica: 'office-africa@example.org',
  consultant: 'consultant@example.org',
  /** An education consultant of office@'s organisation only: another organisation's plans are not theirs. */
  consultantEurope: 'consultant-europe@example.org',
  member: 'member@example.org',
  applicant: 'applicant@example.org',
  /** A member whose My AIM onboarding is not done yet. */
  newcomer: 'newcomer@example.org',
  /** In the senior leadership of office@'s organisation: appoints applicants. */
  seniorLeadership: 'senior-leadership@example.org',
  /** In the leadership of office@'s organisation: sees its applications, appoints no one. */
  leadership: 'leadership@example.org',
} as const;
