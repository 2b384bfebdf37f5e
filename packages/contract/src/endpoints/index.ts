export * from './endpoint-routes.ts';
export * from './endpoint-schemas.ts';
