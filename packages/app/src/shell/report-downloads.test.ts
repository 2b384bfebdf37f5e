import { describe, expect, it } from 'vitest';
import { reportDownloadOf } from './report-downloads.ts';

describe('reportDownloadOf', () => {
  it('names the report a sidebar link downloads, the historic ABO report by its query', () => {
    expect(reportDownloadOf('/download-csv/abo-report')).toEqual({
      name: 'downloadAboReport',
      historical: false,
    });
    expect(reportDownloadOf('/download-csv/abo-report?historical=true')).toEqual({
      name: 'downloadAboReport',
      historical: true,
    });
    expect(reportDownloadOf('/download-csv/rhaf-report')).toEqual({
      name: 'downloadRhafReport',
      historical: false,
    });
    expect(reportDownloadOf('/download-csv/eligible-voters-report')).toEqual({
      name: 'downloadEligibleVotersReport',
      historical: false,
    });
  });

  it('leaves every other link to the router', () => {
    expect(reportDownloadOf('/logout')).toBeNull();
    expect(reportDownloadOf('/orgs/3/person-profiles')).toBeNull();
  });
});
