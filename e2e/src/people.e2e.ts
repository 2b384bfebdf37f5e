import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

/** The demo member's profile and family ids, as users/me tells the member's own browser. */
const memberRecords = async (context: BrowserContext) => {
  await signInAs(context, 'member');
  const me = await (await context.request.get('/api/users/me')).json();
  const profile = await (await context.request.get(`/api/person-profiles/${me.person_profile_id}`)).json();
  return {
    profileId: me.person_profile_id as number,
    familyId: me.family_id as number,
    name: profile.lastName,
  };
};

describe('office staff of another organisation', () => {
  const browser = useBrowser();

  it('Z2 Z4 reach none of the people, families or memberships of office@’s organisation, by URL or by search', async () => {
    const member = await memberRecords(await newVisitor(browser()));
    const context = await newVisitor(browser());
    await signInAs(context, 'officeAfrica');

    const page = await context.newPage();
    for (const path of [
      `/person-profiles/${member.profileId}`,
      `/person-profiles/${member.profileId}/edit`,
      `/families/${member.familyId}`,
    ]) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path })
        .toBe('Oops! Page Not Found.');
    }

    for (const path of [
      `/api/person-profiles/${member.profileId}`,
      `/api/families/${member.familyId}`,
      `/api/memberships?member=${member.profileId}`,
    ]) {
      expect((await context.request.get(path)).status(), path).toBe(404);
    }
    const search = await context.request.get(
      `/api/person-profiles?with_status&per_page=5&search=${encodeURIComponent(member.name)}`,
    );
    const found = (await search.json()).data.map((person: { id: number }) => person.id);
    expect(found).not.toContain(member.profileId);
  });
});
