import { callEndpoint } from '../../../api/index.ts';

/** The endpoint that switches creative access on, or off. */
export const creativeAccessEndpoint = (isOn: boolean) =>
  isOn ? 'enableCreativeAccess' : 'disableCreativeAccess';

/** Saves creative-access mode on the server: a PUT with no body, to one endpoint to switch it on, another off. */
export const saveCreativeAccess = async (isOn: boolean): Promise<void> => {
  await callEndpoint(creativeAccessEndpoint(isOn));
};
