import { isServedByServer } from '../routes/served-by-server.ts';
import { reportDownloadOf, reportDownloadRequests } from './report-downloads.ts';

/**
 * Where a react-aria link goes: a CSV report is fetched and saved by the shell, a path the server answers
 * (/logout) is a full page load, and every other one a route of the app.
 */
export const followLink = (href: string, navigate: (href: string) => unknown) => {
  const report = reportDownloadOf(href);
  if (report) reportDownloadRequests.request(report);
  else if (isServedByServer(href)) window.location.assign(href);
  else void navigate(href);
};
