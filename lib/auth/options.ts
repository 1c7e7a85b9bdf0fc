import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ipFromForwarded } from '@/lib/api/handler';
import { authenticate } from '@/lib/data/auth';
import { findSessionUser } from '@/lib/data/session-users';
import { env } from '@/lib/env';
import { sessionCookieName, secureCookies } from './cookies';
import { REMEMBER_MAX_AGE } from './token';

/**
 * next-auth configuration (Credentials + JWT). The session cookie it reads and writes is the same one
 * POST /api/auth/login sets, so browser sessions and API tokens share one format and one secret.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: env().AUTH_SECRET,
    session: { strategy: 'jwt', maxAge: REMEMBER_MAX_AGE },
    useSecureCookies: secureCookies(),
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies() },
      },
    },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'E-mail e senha',
        credentials: { email: { label: 'E-mail', type: 'email' }, senha: { label: 'Senha', type: 'password' } },
        async authorize(credentials, req) {
          const email = credentials?.email ?? '';
          const senha = credentials?.senha ?? '';
          if (!email || !senha) return null;
          const header = (name: string) => {
            const v = req?.headers?.[name];
            return Array.isArray(v) ? v.join(',') : (v as string | undefined);
          };
          const ip = ipFromForwarded(header('x-forwarded-for'));
          const user = await authenticate(email, senha, ip);
          return { id: String(user.id), name: user.nome, email: user.email, role: user.role, sv: user.sessionVersion };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { role: string; sv: number };
          token.role = u.role;
          token.sv = u.sv;
        }
        return token;
      },
      async session({ session, token }) {
        const current = await findSessionUser(Number(token.sub), Number(token.sv));
        return {
          ...session,
          user: current ? { id: current.id, name: current.nome, email: current.email, role: current.role } : undefined,
        };
      },
    },
  };
}
