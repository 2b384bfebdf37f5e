import type { CurrentUserResponse, Geolocation, TeamRecord, UnitRecord } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { storyOfficeStaff } from '../../../shell/stories/office-staff.ts';
import { storyAttachments } from '../../assets/stories/index.ts';
import { myAimHandlers, pageOf } from '../../my-aim/stories/index.ts';
import { storyMembers, storyTeamPaper } from './fixtures.ts';

/** Office staff of organisations 3 and 7 who manage teams, units and places in both. */
export const storyTeamsManager: CurrentUserResponse = {
  ...storyOfficeStaff,
  user_can: {
    ...storyOfficeStaff.user_can,
    manage_teams: [3, 7],
    manage_units: [3, 7],
    manage_geographical_locations: [3, 7],
  },
};

const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 });

export interface TeamsServerOptions {
  teams?: TeamRecord[];
  units?: UnitRecord[];
  places?: Geolocation[];
  /** What the server answers a team's archive: the record archived, or this refusal (409). */
  archiveRefusal?: { code: string; message: string };
  /** Sees each write's body, by call. */
  onWrite?: (call: string, body: unknown) => void;
}

/**
 * The teams, units and places calls over records kept in memory, as the server answers them: lists
 * (archived ones with include_archived), one by id (404 otherwise), creates and updates that answer the
 * record saved, and a team's steps; with the profiles, papers and countries the pages name.
 */
export function teamsServer({ archiveRefusal, onWrite = () => {}, ...records }: TeamsServerOptions = {}) {
  // Each story changes its own copies: a step taken in one never shows in the next.
  const { teams = [], units = [], places = [] } = structuredClone(records);
  // Archived ones only with include_archived, and one organisation's when it is named.
  const listed = <Item extends { is_archived: boolean; organisation_id: number }>(
    items: Item[],
    url: URL,
  ) => {
    const organisation = url.searchParams.get('organisation');
    return pageOf(
      items.filter(
        (item) =>
          (url.searchParams.get('include_archived') === 'true' || !item.is_archived) &&
          (organisation === null || item.organisation_id === Number(organisation)),
      ),
    );
  };
  const byId = <Item extends { id: number }>(items: Item[], id: unknown) => {
    const found = items.find((item) => item.id === Number(id));
    return found ? HttpResponse.json(found) : notFound();
  };
  const teamStep = (
    path: 'publishTeam' | 'unpublishTeam' | 'archiveTeam' | 'unarchiveTeam',
    change: Partial<TeamRecord>,
  ) =>
    http.post(mswPath(path), async ({ params, request }) => {
      onWrite(path, await request.json());
      if (path === 'archiveTeam' && archiveRefusal) {
        return HttpResponse.json({ ...archiveRefusal, requestId: 'story' }, { status: 409 });
      }
      const team = teams.find((each) => each.id === Number(params.id));
      if (!team) return notFound();
      Object.assign(team, change, { version: team.version + 1 });
      return HttpResponse.json(team);
    });
  return [
    // The files of the team or unit asked for, by the ids it lists.
    http.get(mswPath('listAssets'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const records = query.get('assetable_type') === 'unit' ? units : teams;
      const owner = records.find((record) => record.id === Number(query.get('assetable_id')));
      return HttpResponse.json(storyAttachments.filter(({ id }) => owner?.attachments.includes(id)));
    }),
    myAimHandlers.countries(),
    http.get(mswPath('listPersonProfiles'), ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('id') ?? '').split(',').map(Number);
      return HttpResponse.json(pageOf(storyMembers.filter((person) => ids.includes(person.id))));
    }),
    http.get(mswPath('listVisionStrategyPapers'), () => HttpResponse.json(pageOf([storyTeamPaper]))),
    http.get(mswPath('listTeams'), ({ request }) => HttpResponse.json(listed(teams, new URL(request.url)))),
    http.get(mswPath('listUnits'), ({ request }) => HttpResponse.json(listed(units, new URL(request.url)))),
    http.get(mswPath('getTeam'), ({ params }) => byId(teams, params.id)),
    http.get(mswPath('getUnit'), ({ params }) => byId(units, params.id)),
    http.get(mswPath('listGeolocations'), () => HttpResponse.json(pageOf(places))),
    http.get(mswPath('getGeolocation'), ({ params }) => byId(places, params.id)),
    teamStep('publishTeam', { status: 'PUBLISHED', user_can: ['update', 'unpublish', 'archive'] }),
    teamStep('unpublishTeam', { status: 'DRAFT' }),
    teamStep('archiveTeam', { is_archived: true, user_can: ['update', 'unarchive'] }),
    teamStep('unarchiveTeam', { is_archived: false }),
    http.post(mswPath('createUnit'), async ({ request }) => {
      const body = (await request.json()) as Partial<UnitRecord>;
      onWrite('createUnit', body);
      const unit = { ...(units[0] as UnitRecord), ...body, id: 50, teams: [], version: 1 } as UnitRecord;
      units.push(unit);
      return HttpResponse.json(unit, { status: 201 });
    }),
    http.post(mswPath('createTeam'), async ({ request }) => {
      const body = (await request.json()) as Partial<TeamRecord>;
      onWrite('createTeam', body);
      const team = {
        ...(teams[0] as TeamRecord),
        ...body,
        id: 70,
        status: 'DRAFT',
        attachments: [],
        version: 1,
      } as TeamRecord;
      teams.push(team);
      return HttpResponse.json(team, { status: 201 });
    }),
    http.post(mswPath('createGeolocation'), async ({ request }) => {
      const body = (await request.json()) as Partial<Geolocation>;
      onWrite('createGeolocation', body);
      const place = { ...(places[0] as Geolocation), ...body, id: 90, version: 1 } as Geolocation;
      places.push(place);
      return HttpResponse.json(place, { status: 201 });
    }),
  ];
}
