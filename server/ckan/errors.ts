import { absolute, paths } from '../../core/paths.ts';

/** The errors of the Action API, as CKAN reports them: an HTTP status and `error: { __type, message }`. */
export type CkanErrorType =
  | 'Bad Request'
  | 'Authorization Error'
  | 'Not Found Error'
  | 'Validation Error'
  | 'Search Query Error'
  | 'Service Unavailable'
  | 'Internal Server Error';

export class CkanError extends Error {
  constructor(
    readonly status: number,
    readonly type: CkanErrorType,
    message: string,
    /** Validation errors also name the parameter, as CKAN does: { rows: ['must be at most 1000'] }. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }

  get body() {
    return { __type: this.type, message: this.message, ...this.fields };
  }
}

export const notFound = (message: string) => new CkanError(404, 'Not Found Error', `Not found: ${message}`);

export const invalid = (field: string, problem: string) =>
  new CkanError(409, 'Validation Error', `${field}: ${problem}`, { [field]: [problem] });

/** CKAN answers a query it cannot parse with 400 (409 is for a parameter of the wrong kind). */
export const badQuery = (problem: string) =>
  new CkanError(400, 'Search Query Error', `Search Query is invalid: ${problem}`);

export const badRequest = (message: string, status = 400) =>
  new CkanError(status, 'Bad Request', `Bad request - ${message}`);

/** help_show's address for an action, as CKAN puts it in every answer. */
export const helpUrl = (origin: string, action: string) =>
  absolute(origin, `${paths.apiAction('help_show')}${action ? `?name=${encodeURIComponent(action)}` : ''}`);

/** CKAN's error envelope. */
export const errorEnvelope = (origin: string, error: CkanError, action = '') => ({
  help: helpUrl(origin, action),
  success: false,
  error: error.body,
});
