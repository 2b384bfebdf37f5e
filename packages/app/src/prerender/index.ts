export {
  firstVisitDocumentAttributes,
  firstVisitScript,
  signedInFirstVisitScript,
} from './first-visit.ts';
export { firstVisitRouteTitle, firstVisitTitle } from './first-visit-title.ts';
export { prerenderedPages, renderPublicPage } from './render-public-page.tsx';
export { signedInPages } from './render-signed-in-page.tsx';
export { routeShapes } from './route-shapes.ts';
export {
  documentFileOf,
  englishFileName,
  pageList,
  pageListFileName,
  renderSignedInDocument,
  signedInMarkupPlaceholder,
} from './signed-in-document.ts';
