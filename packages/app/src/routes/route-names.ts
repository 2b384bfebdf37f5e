/** The route names of spec 01 §2.3 that the app has pages for so far. */
export const routeNames = ['Home', 'CxEntry', 'Login', 'NotFound'] as const;
export type RouteName = (typeof routeNames)[number];
