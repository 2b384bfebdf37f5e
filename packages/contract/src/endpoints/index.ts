export * from './endpoint-access.ts';
export * from './endpoint-routes.ts';
export * from './endpoint-schemas.ts';
export * from './entity-form-endpoints.ts';
