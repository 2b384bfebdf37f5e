/**
 * The signed-in shell's chunk. The router renders it lazily, so the sign-in pages never carry it; the first
 * page starts it early once users/me names someone (`routes/first-page-loads.ts`).
 */
export const loadShellLayout = () => import('./ShellLayout.tsx');
