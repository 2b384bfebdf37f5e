import { useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { type SaveProblem, saveProblemOf } from '../settings/index.ts';

type SettingSave = 'updateFeatureFlags' | 'updateBanner' | 'updateApplicationRestrictionList';

/** How a section's last save went: not tried since the last change, saved, or its problem. */
export type SaveOutcome = { kind: 'none' } | { kind: 'saved' } | { kind: 'problem'; problem: SaveProblem };

/**
 * One section's save: the write (which refreshes the settings and users/me, so the admin's own banner and
 * menus follow), and what it came to, kept until the admin changes the section again (`changed`), or
 * reads the saved settings after another admin's change (`reloaded`).
 */
export const useSettingSave = <Name extends SettingSave>(name: Name, fields: readonly string[]) => {
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'none' });
  const mutation = useEndpointMutation(name, {
    onMutate: () => setOutcome({ kind: 'none' }),
    onSuccess: () => setOutcome({ kind: 'saved' }),
    onError: (error) => setOutcome({ kind: 'problem', problem: saveProblemOf(error, fields) }),
  });
  const changed = () => setOutcome({ kind: 'none' });
  // The notice of another admin's change goes once the saved settings are read: a save then names their version.
  const reloaded = (reading: Promise<unknown>) => void reading.then(changed);
  return { mutation, outcome, changed, reloaded };
};
