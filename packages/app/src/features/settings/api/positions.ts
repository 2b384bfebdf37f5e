import { endpointQueryOptions } from '../../../api/index.ts';

/**
 * The organisation's positions, removed ones too: the settings list them marked removed, since records
 * still name them. The query belongs to the organisation, so switching away from it removes it.
 */
export const organisationPositionsQueryOptions = (organisationId: number) =>
  endpointQueryOptions(
    'listPositions',
    { params: { org_id: organisationId }, query: { include_removed: true } },
    { organisation: organisationId },
  );
