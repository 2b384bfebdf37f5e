import type { BrowserContext } from 'playwright-core';

/** Records of the demo data that pages with ids in their address show. */
export interface DemoRecords {
  /** The organisation office@example.org works for, which also mobilises member@example.org. */
  organisationId: number;
  /** member@example.org's profile and family: a person with an assignment, addresses and a family. */
  personId: number;
  familyId: number;
  /** The first requisition and paper office staff see. */
  requisitionId: string;
  paperId: string;
}

const getJson = async (context: BrowserContext, path: string) => {
  const response = await context.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return response.json();
};

/**
 * Looks the records up through the API, as the pages themselves do, rather than assuming the ids the
 * seed happens to give them. Both contexts must be signed in: office staff and the demo member.
 */
export async function findDemoRecords(office: BrowserContext, member: BrowserContext): Promise<DemoRecords> {
  const [staff, me, requisitions, papers] = await Promise.all([
    getJson(office, '/api/users/me'),
    getJson(member, '/api/users/me'),
    getJson(office, '/api/requisitions?per_page=1'),
    getJson(office, '/api/vision-strategy-papers?per_page=1'),
  ]);
  return {
    organisationId: staff.is_office_staff_for[0],
    personId: me.person_profile_id,
    familyId: me.family_id,
    requisitionId: requisitions.data[0].public_id,
    paperId: papers.data[0].public_id,
  };
}
