export { firstVisitDocumentAttributes, firstVisitScript } from './first-visit.ts';
export { prerenderedPages, renderPublicPage } from './render-public-page.tsx';
