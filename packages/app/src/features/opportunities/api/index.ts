export { requisitionKeys, requisitionsQueryOptions } from './requisitions.ts';
export { visionStrategyPaperKeys, visionStrategyPapersQueryOptions } from './vision-strategy-papers.ts';
