import { apiRequest } from '../../../api/index.ts';

/** Saves creative-access mode on the server: PUT with no body, one path to switch it on, one off (spec 01 §7). */
export const saveCreativeAccess = (isOn: boolean): Promise<void> =>
  apiRequest(`/api/person-profiles/me/${isOn ? 'enable' : 'disable'}-creative-access`, { method: 'PUT' });
