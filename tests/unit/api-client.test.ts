import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  MSG_CONNECTION,
  MSG_TOO_MANY,
  MSG_UNEXPECTED,
  apiRequest,
  decideFailure,
  loginHref,
  retryAfterSeconds,
  tooManyRequestsMessage,
} from '@/lib/api/client';

const base = { body: null, retryAfter: null, currentPath: '/processo/7?aba=quesitos' };

describe('decideFailure', () => {
  it('401 → login, coming back to the current path and query', () => {
    expect(decideFailure({ ...base, status: 401 })).toEqual({ kind: 'navigate', href: '/login?next=%2Fprocesso%2F7%3Faba%3Dquesitos' });
  });

  it('403 and 404 → their error screens', () => {
    expect(decideFailure({ ...base, status: 403 })).toEqual({ kind: 'navigate', href: '/erro/403' });
    expect(decideFailure({ ...base, status: 404, body: { message: 'Processo não encontrado' } })).toEqual({ kind: 'navigate', href: '/erro/404' });
  });

  it('a status the caller handles is an ordinary error with the server message', () => {
    expect(decideFailure({ ...base, status: 401, body: { message: 'Credenciais inválidas' }, handle: [401] })).toEqual({
      kind: 'error',
      status: 401,
      message: 'Credenciais inválidas',
      errors: {},
    });
  });

  it('429 says when to retry, from Retry-After', () => {
    const d = decideFailure({ ...base, status: 429, body: { message: 'Muitas tentativas.' }, retryAfter: '900' });
    expect(d).toEqual({ kind: 'error', status: 429, message: 'Muitas tentativas. Tente novamente em 15 minutos.', errors: {} });
  });

  it('429 keeps the server message when it already says when to retry', () => {
    const message = 'Você enviou muitas mensagens em pouco tempo. Tente novamente em 42 minutos.';
    expect(decideFailure({ ...base, status: 429, body: { message }, retryAfter: '2520' })).toMatchObject({ message });
  });

  it('other errors carry the server message and its per-field errors (non-strings dropped)', () => {
    const d = decideFailure({ ...base, status: 400, body: { message: 'CPF inválido.', errors: { cpf: 'CPF inválido.', x: 3 } } });
    expect(d).toEqual({ kind: 'error', status: 400, message: 'CPF inválido.', errors: { cpf: 'CPF inválido.' } });
  });

  it('no usable message → a generic Portuguese one', () => {
    expect(decideFailure({ ...base, status: 500, body: null })).toMatchObject({ message: MSG_UNEXPECTED });
    expect(decideFailure({ ...base, status: 409, body: { message: '  ' } })).toMatchObject({ message: MSG_UNEXPECTED });
  });
});

describe('Retry-After', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads delta-seconds and HTTP dates', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Tue, 10 Mar 2026 12:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('amanhã', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('words the wait in seconds, minutes or hours', () => {
    expect(tooManyRequestsMessage('1', now)).toBe('Muitas tentativas. Tente novamente em 1 segundo.');
    expect(tooManyRequestsMessage('45', now)).toBe('Muitas tentativas. Tente novamente em 45 segundos.');
    expect(tooManyRequestsMessage('60', now)).toBe('Muitas tentativas. Tente novamente em 1 minuto.');
    expect(tooManyRequestsMessage('61', now)).toBe('Muitas tentativas. Tente novamente em 2 minutos.');
    expect(tooManyRequestsMessage('7200', now)).toBe('Muitas tentativas. Tente novamente em 2 horas.');
    expect(tooManyRequestsMessage('0', now)).toBe('Muitas tentativas. Tente novamente agora.');
    expect(tooManyRequestsMessage(undefined, now)).toBe(MSG_TOO_MANY);
  });

  it('login link of an empty path is the root', () => {
    expect(loginHref('')).toBe('/login?next=%2F');
  });
});

describe('apiRequest', () => {
  const assign = vi.fn();
  function stubBrowser(fetchImpl: typeof fetch) {
    vi.stubGlobal('fetch', fetchImpl);
    vi.stubGlobal('window', { location: { pathname: '/sistema/trabalho', search: '?status=inicio', assign } });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('sends JSON and resolves with the parsed answer and headers', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 3 }), { status: 201, headers: { 'X-Total-Count': '9' } }));
    stubBrowser(fetchMock as unknown as typeof fetch);
    const res = await apiRequest<{ id: number }>('/api/quesitos/create', { body: { a: 1 } });
    expect(res.data).toEqual({ id: 3 });
    expect(res.headers.get('X-Total-Count')).toBe('9');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('a network failure rejects with the Portuguese connection message (status 0)', async () => {
    stubBrowser((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ name: 'ApiError', status: 0, message: MSG_CONNECTION });
  });

  it('a 401 navigates to the login page with next= and never settles', async () => {
    stubBrowser((async () => new Response('{"message":"x"}', { status: 401 })) as unknown as typeof fetch);
    const settled = vi.fn();
    void apiRequest('/api/x').then(settled, settled);
    await new Promise((r) => setTimeout(r, 20));
    expect(assign).toHaveBeenCalledWith('/login?next=%2Fsistema%2Ftrabalho%3Fstatus%3Dinicio');
    expect(settled).not.toHaveBeenCalled();
  });

  it('a 409 rejects with the server message', async () => {
    stubBrowser((async () => new Response('{"message":"E-mail já cadastrado"}', { status: 409 })) as unknown as typeof fetch);
    const err = await apiRequest('/api/x', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, message: 'E-mail já cadastrado' });
  });
});
