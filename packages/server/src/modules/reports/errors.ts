import { HttpError } from '../../http/errors.ts';

/**
 * The caller may not have this report at all (no `download_abo_report` anywhere, or not an admin). A 403
 * rather than a 404: the report's address is no secret (the sidebar shows it), and the browser can say why.
 */
export class ReportNotAllowedError extends HttpError {
  override name = 'ReportNotAllowedError';

  constructor() {
    super(403, 'report_not_allowed', 'You may not download this report.');
  }
}
