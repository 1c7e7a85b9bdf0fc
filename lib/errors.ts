export class AppError extends Error {
  /** Headers the answer must carry besides the JSON body (e.g. a 416's Content-Range). */
  readonly headers: Record<string, string> = {};

  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message = 'Requisição inválida. Verifique os dados enviados.', errors?: Record<string, string>) {
    super(message, 400, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Você não está logado, experimente fazer login novamente para acessar esta página.') {
    super(message, 401);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Você não tem permissão para acessar esta página.') {
    super(message, 403);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Não encontrado.') {
    super(message, 404);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'Requisição muito grande. O limite é de 1 MB.') {
    super(message, 413);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Tipo de conteúdo não aceito.') {
    super(message, 415);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, readonly retryAfterSeconds?: number) {
    super(message, 429);
  }
}
export class UnprocessableEntityError extends AppError {
  constructor(message: string) {
    super(message, 422);
  }
}
