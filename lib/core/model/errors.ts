import { GraphQLError } from 'graphql';

/**
 * Errors in AppSync's shape: a message a person can act on and an `errorType`, kept in
 * `extensions`; graphql/server.ts also puts it at the top level of the error, where AppSync
 * clients read it.
 */
export class ApiError extends GraphQLError {
  readonly errorType: string;

  constructor(message: string, errorType: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { errorType, ...extensions } });
    this.errorType = errorType;
  }
}

export const UNAUTHENTICATED_MESSAGE = 'User needs to be authenticated to call this API.';

export function unauthenticated(): ApiError {
  return new ApiError(UNAUTHENTICATED_MESSAGE, 'UnauthorizedException');
}

/** A signed-in caller without the right to an operation, as AppSync answers it. */
export function unauthorized(type: string, field: string): ApiError {
  return new ApiError(`Not Authorized to access ${field} on type ${type}`, 'Unauthorized');
}

/**
 * A record outside the caller's reach, answered as the record's absence is (so the answer tells
 * nobody which ids exist elsewhere), yet audited as the refusal it is (lib/core/audit/refusals.ts).
 */
export function refusedAsAbsent<E extends ApiError>(notFound: E): E {
  return Object.assign(notFound, { refused: true as const });
}

export function conditionFailed(): ApiError {
  return new ApiError('The conditional request failed', 'DynamoDB:ConditionalCheckFailedException');
}

export interface FieldIssue {
  field: string;
  message: string;
}

export function validationError(message: string, field?: string, issues: FieldIssue[] = []): ApiError {
  const all = field && issues.length === 0 ? [{ field, message }] : issues;
  return new ApiError(message, 'ValidationError', all.length ? { fields: all } : {});
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
