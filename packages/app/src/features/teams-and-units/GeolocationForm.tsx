import { type Geolocation, latitudeRange, longitudeRange } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Columns } from '@mobilise/ui/Columns';
import { Inline } from '@mobilise/ui/Inline';
import { NumberField } from '@mobilise/ui/NumberField';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { TextField } from '@mobilise/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { routePath } from '../../routes/routePath.ts';
import { referenceListQueryOptions } from '../reference-data/index.ts';
import { organisationsQueryOptions, useActiveOrganisation, useCurrentUser } from '../session/index.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import { organisationsWith } from './capabilities.ts';
import { PlaceMap } from './PlaceMap.tsx';
import * as styles from './teams-and-units.css.ts';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

const fieldNames = ['organisation_id', 'name', 'country', 'latitude', 'longitude'] as const;
type Field = (typeof fieldNames)[number];

/** The organisation Select's value for a place every organisation shares (admins only). */
const shared = 'shared';

export interface GeolocationFormProps {
  /** The place edited, as read (its version goes with the save); null creates one. */
  place: Geolocation | null;
  onReload?: () => Promise<unknown>;
}

/**
 * Creates or edits a place: its organisation (at creation, among those where the user manages places;
 * admins may also make a shared one), name, country, and its point, typed as latitude and longitude in
 * number fields (the keyboard's way) or picked with a click on the world map beside them, which shows
 * the point either way.
 */
export function GeolocationForm({ place, onReload }: GeolocationFormProps) {
  const { t } = useTeamsAndUnitsTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { organisationId: activeOrganisationId } = useActiveOrganisation();
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const keepers = organisationsWith(user, 'manage_geographical_locations', organisations);
  const countries = useQuery(referenceListQueryOptions('countries')).data ?? [];
  const [organisation, setOrganisation] = useState<string | null>(
    place === null
      ? String(keepers.find(({ id }) => id === activeOrganisationId)?.id ?? keepers[0]?.id ?? shared)
      : null,
  );
  const [name, setName] = useState(place?.name ?? '');
  const [country, setCountry] = useState<string | null>(place?.country ?? null);
  const [latitude, setLatitude] = useState<number>(place?.latitude ?? Number.NaN);
  const [longitude, setLongitude] = useState<number>(place?.longitude ?? Number.NaN);
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const onSaved = (saved: Geolocation) => navigate(routePath('GeolocationsShow', { id: saved.id }));
  const onError = (error: Error) => setProblem(saveProblemOf(error, fieldNames));
  const create = useEndpointMutation('createGeolocation', { onSuccess: onSaved, onError });
  const update = useEndpointMutation('updateGeolocation', { onSuccess: onSaved, onError });
  const hasPoint = Number.isFinite(latitude) && Number.isFinite(longitude);

  const errorsOf = (field: Field, missingText?: string) => [
    ...(missing[field] && missingText ? [missingText] : []),
    ...(problem.fieldErrors[field] ?? []),
  ];
  const given = (field: Field) => setMissing((was) => ({ ...was, [field]: false }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nowMissing = {
      name: name.trim() === '',
      country: country === null,
      latitude: !Number.isFinite(latitude),
      longitude: !Number.isFinite(longitude),
    };
    setMissing(nowMissing);
    if (Object.values(nowMissing).some(Boolean) || country === null) return;
    setProblem(noProblem);
    const body = { name: name.trim(), country, latitude, longitude };
    if (place === null) {
      create.mutate({
        body: { ...body, organisation_id: organisation === shared ? null : Number(organisation) },
      });
    } else {
      update.mutate({ params: { id: place.id }, body: { ...body, version: place.version } });
    }
  };

  const organisationOptions = [
    ...keepers.map(({ id, name: organisationName }) => ({ value: String(id), label: organisationName })),
    ...(user?.is_admin ? [{ value: shared, label: t('geolocations.shared') }] : []),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="lg">
        <SaveProblemAlerts
          problem={problem}
          stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
          onReload={async () => {
            await onReload?.();
            setProblem(noProblem);
          }}
        />
        {place === null ? (
          <Select
            label={t('fields.organisation')}
            isRequired
            options={organisationOptions}
            value={organisation}
            onChange={(key) => setOrganisation(key === null ? null : String(key))}
            errors={errorsOf('organisation_id')}
          />
        ) : null}
        <TextField
          label={t('fields.name')}
          isRequired
          value={name}
          onChange={(text) => {
            setName(text);
            given('name');
          }}
          errors={errorsOf('name', t('form.nameMissing'))}
        />
        <Select
          label={t('fields.country')}
          isRequired
          isSearchForced
          options={countries.map(({ code, name: countryName }) => ({ value: code, label: countryName }))}
          value={country}
          onChange={(key) => {
            setCountry(key === null ? null : String(key));
            given('country');
          }}
          errors={errorsOf('country', t('form.countryMissing'))}
        />
        <Columns space="md" collapseBelow="md">
          <NumberField
            label={t('fields.latitude')}
            help={t('form.latitudeHelp')}
            isRequired
            minValue={latitudeRange.min}
            maxValue={latitudeRange.max}
            step={0.0001}
            formatOptions={{ maximumFractionDigits: 4 }}
            value={latitude}
            onChange={(value) => {
              setLatitude(value);
              given('latitude');
            }}
            errors={errorsOf('latitude', t('form.latitudeMissing'))}
          />
          <NumberField
            label={t('fields.longitude')}
            help={t('form.longitudeHelp')}
            isRequired
            minValue={longitudeRange.min}
            maxValue={longitudeRange.max}
            step={0.0001}
            formatOptions={{ maximumFractionDigits: 4 }}
            value={longitude}
            onChange={(value) => {
              setLongitude(value);
              given('longitude');
            }}
            errors={errorsOf('longitude', t('form.longitudeMissing'))}
          />
        </Columns>
        <div className={styles.mapFrame}>
          <Stack space="xs">
            <p className={styles.text}>{t('form.mapHelp')}</p>
            <PlaceMap
              label={hasPoint ? t('form.mapLabelWithPoint', { latitude, longitude }) : t('form.mapLabel')}
              point={hasPoint ? { latitude, longitude } : null}
              onPick={(picked) => {
                setLatitude(picked.latitude);
                setLongitude(picked.longitude);
                setMissing((was) => ({ ...was, latitude: false, longitude: false }));
              }}
            />
          </Stack>
        </div>
        <Inline space="sm">
          <Button type="submit" isPending={create.isPending || update.isPending}>
            {place === null ? t('form.create.geolocation') : t('form.save')}
          </Button>
          <ButtonLink
            variant="secondary"
            href={
              place === null ? routePath('Geolocations') : routePath('GeolocationsShow', { id: place.id })
            }
          >
            {t('actions.cancel')}
          </ButtonLink>
        </Inline>
      </Stack>
    </form>
  );
}
