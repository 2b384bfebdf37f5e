export * from './auth.ts';
export * from './current-user.ts';
export * from './errors.ts';
export * from './forms.ts';
export * from './health.ts';
export * from './paged.ts';
