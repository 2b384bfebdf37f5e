export * from './Button/index.ts';
export * from './ButtonLink/index.ts';
export * from './GenericErrorPage/index.ts';
export * from './MessagePage/index.ts';
export * from './NotFoundPage/index.ts';
