/** The errors of the Action API, as CKAN reports them: an HTTP status and `error: { __type, message }`. */
export type CkanErrorType =
  | 'Bad Request'
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

export const badQuery = (problem: string) =>
  new CkanError(409, 'Search Query Error', `Search Query is invalid: ${problem}`);

export const badRequest = (message: string, status = 400) =>
  new CkanError(status, 'Bad Request', `Bad request - ${message}`);
