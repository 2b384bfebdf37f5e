export { requisitionQueryOptions, requisitionsQueryOptions } from './requisitions.ts';
export {
  visionStrategyPaperQueryOptions,
  visionStrategyPapersQueryOptions,
} from './vision-strategy-papers.ts';
