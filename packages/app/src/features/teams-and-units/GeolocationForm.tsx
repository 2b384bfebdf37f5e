import { type Geolocation, latitudeRange, longitudeRange } from '@mobilise/contract';
import { Columns } from '@mobilise/ui/Columns';
import { NumberField } from '@mobilise/ui/NumberField';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { TextField } from '@mobilise/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordFormFrame, useRecordForm, useRequiredText } from '../../shared/index.ts';
import { referenceListQueryOptions } from '../reference-data/index.ts';
import { useCurrentUser } from '../session/index.ts';
import { organisationsWith } from './capabilities.ts';
import { PlaceMap } from './PlaceMap.tsx';
import * as styles from './teams-and-units.css.ts';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

const fieldNames = ['organisation_id', 'name', 'country', 'latitude', 'longitude'] as const;
type PointField = 'country' | 'latitude' | 'longitude';

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
  const countries = useQuery(referenceListQueryOptions('countries')).data ?? [];
  const name = useRequiredText(place?.name ?? '');
  const [country, setCountry] = useState<string | null>(place?.country ?? null);
  const [latitude, setLatitude] = useState<number>(place?.latitude ?? Number.NaN);
  const [longitude, setLongitude] = useState<number>(place?.longitude ?? Number.NaN);
  const [missing, setMissing] = useState<Partial<Record<PointField, boolean>>>({});
  const form = useRecordForm({
    fieldNames,
    creatorsAmong: (organisations) => organisationsWith(user, 'manage_geographical_locations', organisations),
    recordOrganisationId: place === null ? undefined : place.organisation_id,
    organisationLabel: t('fields.organisation'),
    sharedLabel: user?.is_admin ? t('geolocations.shared') : undefined,
    onOrganisationChange: () => {},
    stale: { title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') },
    onReload,
  });
  const { organisationId, isShared, clearProblem, onError, errorsOf } = form;
  const onSaved = (saved: Geolocation) => navigate(routePath('GeolocationsShow', { id: saved.id }));
  const create = useEndpointMutation('createGeolocation', { onSuccess: onSaved, onError });
  const update = useEndpointMutation('updateGeolocation', { onSuccess: onSaved, onError });
  const hasPoint = Number.isFinite(latitude) && Number.isFinite(longitude);

  const missingText = (field: PointField, text: string) => (missing[field] ? text : undefined);
  const given = (field: PointField) => setMissing((was) => ({ ...was, [field]: false }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameMissing = name.check();
    const pointMissing = {
      country: country === null,
      latitude: !Number.isFinite(latitude),
      longitude: !Number.isFinite(longitude),
    };
    setMissing(pointMissing);
    if (nameMissing || Object.values(pointMissing).some(Boolean) || country === null) return;
    clearProblem();
    const body = { name: name.value.trim(), country, latitude, longitude };
    if (place === null) {
      if (organisationId === null && !isShared) return;
      create.mutate({ body: { ...body, organisation_id: organisationId } });
    } else {
      update.mutate({ params: { id: place.id }, body: { ...body, version: place.version } });
    }
  };

  return (
    <RecordFormFrame
      form={form}
      onSubmit={submit}
      isPending={create.isPending || update.isPending}
      submitLabel={place === null ? t('form.create.geolocation') : t('form.save')}
      cancelLabel={t('actions.cancel')}
      cancelPath={
        place === null ? routePath('Geolocations') : routePath('GeolocationsShow', { id: place.id })
      }
    >
      <TextField
        label={t('fields.name')}
        isRequired
        value={name.value}
        onChange={name.onChange}
        errors={errorsOf('name', name.isMissing ? t('form.nameMissing') : undefined)}
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
        errors={errorsOf('country', missingText('country', t('form.countryMissing')))}
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
          errors={errorsOf('latitude', missingText('latitude', t('form.latitudeMissing')))}
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
          errors={errorsOf('longitude', missingText('longitude', t('form.longitudeMissing')))}
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
    </RecordFormFrame>
  );
}
