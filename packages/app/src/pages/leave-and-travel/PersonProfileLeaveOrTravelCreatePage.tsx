import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Card } from '@mobilise/ui/Card';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { Stack } from '@mobilise/ui/Stack';
import { Tiles } from '@mobilise/ui/Tiles';
import { useLeaveAndTravelTranslation, useTravelPlansOn } from '../../features/leave-and-travel/index.ts';
import { usePersonProfileParam } from '../../features/people/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { fullName } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import { PersonSubPage } from '../people/person-profiles/PersonSubPage.tsx';

/**
 * PersonProfileLeaveOrTravelCreate (/person-profiles/{id}/leave-or-travel/create): the choice between
 * requesting leave and planning travel, each with what it is for. Travel is offered only while travel
 * plans are on, as its pages would send the reader Home otherwise.
 */
export function Page() {
  const { t } = useLeaveAndTravelTranslation();
  const { profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  const hasTravel = useTravelPlansOn();
  return (
    <PageFrame width="narrow">
      <PersonSubPage
        title={t('chooser.title')}
        intro={(person) => t('chooser.intro', { name: fullName(person) })}
      >
        {(person, header) => (
          <Stack space="lg">
            {header}
            <Tiles as="ul" columns={{ mobile: 1, sm: hasTravel ? 2 : 1 }}>
              <Card heading={t('chooser.leave.title')}>
                <Stack space="md">
                  <p>{t('chooser.leave.text')}</p>
                  <ButtonLink href={routePath('PersonProfileLeaveRequestsCreate', { id: person.id })}>
                    {t('person.create.leave_request')}
                  </ButtonLink>
                </Stack>
              </Card>
              {hasTravel ? (
                <Card heading={t('chooser.travel.title')}>
                  <Stack space="md">
                    <p>{t('chooser.travel.text')}</p>
                    <ButtonLink href={routePath('PersonProfileTravelPlansCreate', { id: person.id })}>
                      {t('person.create.travel_plan')}
                    </ButtonLink>
                  </Stack>
                </Card>
              ) : null}
            </Tiles>
          </Stack>
        )}
      </PersonSubPage>
    </PageFrame>
  );
}
