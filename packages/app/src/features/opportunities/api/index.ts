export { requisitionKeys, requisitionQueryOptions, requisitionsQueryOptions } from './requisitions.ts';
export {
  visionStrategyPaperKeys,
  visionStrategyPaperQueryOptions,
  visionStrategyPapersQueryOptions,
} from './vision-strategy-papers.ts';
