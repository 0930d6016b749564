/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
export type RazorpayErrorBody = {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
};

/** Thrown by route handlers; the app's error handler renders it in Razorpay's shape. */
export class SandboxError extends Error {
  status: number;
  code: string;
  field: string | undefined;

  constructor(status: number, description: string, options: { field?: string; code?: string } = {}) {
    super(description);
    this.name = 'SandboxError';
    this.status = status;
    this.code = options.code ?? (status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR');
    this.field = options.field;
  }
}

export function errorBody(code: string, description: string, field?: string): RazorpayErrorBody {
  const error: RazorpayErrorBody['error'] = {
    code,
    description,
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  };
  if (field !== undefined) error.field = field;
  return { error };
}

export const badRequest = (description: string, field?: string) => new SandboxError(400, description, field === undefined ? {} : { field });

export const notFound = () => badRequest('The id provided does not exist', 'id');
