import { type EndpointName, endpointRoutes } from '@mobilise/contract';

/** The CSV reports of the People management menu, by their endpoints. */
const reportEndpoints = [
  'downloadAboReport',
  'downloadRhafReport',
  'downloadEligibleVotersReport',
] as const satisfies readonly EndpointName[];

export type ReportEndpoint = (typeof reportEndpoints)[number];

/** One report asked for: which, and for the ABO report whether with what has ended. */
export interface ReportDownload {
  name: ReportEndpoint;
  historical: boolean;
}

/** The report a link downloads, or null for any other link. */
export const reportDownloadOf = (href: string): ReportDownload | null => {
  const url = new URL(href, 'http://app.test');
  const name = reportEndpoints.find((endpoint) => endpointRoutes[endpoint].path === url.pathname);
  return name ? { name, historical: url.searchParams.get('historical') === 'true' } : null;
};

const listeners = new Set<(download: ReportDownload) => void>();

/**
 * Hands a report link to the shell, which fetches the file through the API client (so a refusal is worded
 * on the page, never saved as the file) instead of the browser following the link.
 */
export const reportDownloadRequests = {
  request: (download: ReportDownload) => {
    for (const listener of listeners) listener(download);
  },
  subscribe: (listener: (download: ReportDownload) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
