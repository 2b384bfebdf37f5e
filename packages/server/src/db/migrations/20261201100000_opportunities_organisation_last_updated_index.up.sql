-- The search's requisition and paper lists (R-SEARCH-006): an organisation's records newest update
-- first, read in order from the index and stopped after the page instead of sorted. The paper index
-- on organisation_id alone is a prefix of the new one and goes.
create index requisitions_organisation_last_updated_idx
  on requisitions (organisation_id, last_updated desc, id desc);
create index vision_strategy_papers_organisation_last_updated_idx
  on vision_strategy_papers (organisation_id, last_updated desc, id desc);
drop index vision_strategy_papers_organisation_id_idx;
