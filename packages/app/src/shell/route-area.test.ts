import { describe, expect, it } from 'vitest';
import { memberUser } from '../guards/session-fixture.ts';
import { routeArea } from './route-area.ts';

const officeStaff = { ...memberUser, is_office_staff_for: [2] };

describe('the area of a page, which picks the top tab and the sidebar', () => {
  it.each([
    { name: 'OrgDashboard', params: { org_id: '2' }, area: 'organisation' },
    { name: 'Requisitions', params: {}, area: 'organisation' },
    { name: 'TeamsShow', params: { id: '4' }, area: 'organisation' },
    { name: 'EducationPlansIndex', params: {}, area: 'education' },
    { name: 'MyAimDashboard', params: {}, area: 'myAim' },
    { name: 'PersonProfilesShow', params: { id: '11' }, area: 'myAim' },
    { name: 'PersonProfilesEdit', params: { id: '11' }, area: 'myAim' },
    { name: 'PersonProfilesShow', params: { id: '12' }, area: 'organisation' },
    { name: 'AssignmentsShow', params: { public_id: '7' }, area: 'organisation' },
  ] as const)('office staff on $name $params are in $area', ({ name, params, area }) => {
    expect(routeArea(name, params, officeStaff)).toBe(area);
  });

  it.each(['PersonProfilesShow', 'AssignmentsShow', 'FamiliesShow'] as const)(
    'a member on %s is in My AIM',
    (name) => {
      expect(routeArea(name, { id: '99' }, memberUser)).toBe('myAim');
    },
  );
});
