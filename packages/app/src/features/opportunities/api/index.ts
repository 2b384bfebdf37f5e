export {
  requisitionQueryOptions,
  requisitionsQueryOptions,
  visionStrategyPaperQueryOptions,
  visionStrategyPapersQueryOptions,
} from './opportunity-queries.ts';
