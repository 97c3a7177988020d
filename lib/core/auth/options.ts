import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { headers } from 'next/headers';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { clientAddress } from '@/lib/core/security/client-address';
import { isAdminOrigin, REQUEST_ORIGIN_HEADER } from '@/lib/core/security/origin';
import { isSingleSlashPath } from './messages';
import { signIn } from './sign-in';
import { findUserById, sessionHolds } from './users';

/**
 * Whether the session cookie is `Secure` (and so named `__Secure-next-auth.session-token`): when the
 * site is served over https, decided by SITE_URL rather than by whatever address a request came to.
 */
export function usesSecureCookies(): boolean {
  return getConfig().siteUrl.startsWith('https://');
}

export function authOptions(): NextAuthOptions {
  const { SESSION_MAX_AGE_SECONDS } = getConfig();
  return {
    secret: getAuthSecret(),
    useSecureCookies: usesSecureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'email',
        credentials: {
          email: { label: 'メールアドレス', type: 'email' },
          password: { label: 'パスワード', type: 'password' },
          code: { label: '確認コード', type: 'text' },
        },
        async authorize(credentials, request) {
          const email = credentials?.email ?? '';
          const password = credentials?.password ?? '';
          if (!email || !password) throw new Error('invalid');
          const result = await signIn(await getDb(), email, password, clientAddress(request?.headers), credentials?.code);
          if (!result.ok) throw new Error(result.reason);
          return { id: result.user.id, email: result.user.email, name: result.user.name, tokenVersion: result.user.tokenVersion };
        },
      }),
    ],
    callbacks: {
      /**
       * Where the browser goes after signing in or out. next-auth's default sends it to
       * NEXTAUTH_URL (SITE_URL), away from the address it is on and its session: a path is
       * followed at the address the request was sent to instead, an absolute address only when it
       * is that address or one of the admin's configured origins (lib/core/security/origin.ts).
       */
      async redirect({ url, baseUrl }) {
        const requestHeaders = await headers();
        const here = requestHeaders.get(REQUEST_ORIGIN_HEADER) ?? baseUrl;
        let target: URL;
        try {
          target = new URL(url, here);
        } catch {
          return here;
        }
        // A path that begins `//` once resolved is another host to whatever follows it as a path (the login form).
        if (!isSingleSlashPath(target.pathname)) return here;
        return target.origin === here || isAdminOrigin(target.origin, requestHeaders) ? target.href : here;
      },
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.tokenVersion = (user as { tokenVersion?: number }).tokenVersion ?? 0;
          return token;
        }
        // Sessions cannot be revoked one by one: a disabled user or a raised token version ends them all.
        const current = token.sub ? await findUserById(await getDb(), token.sub) : undefined;
        if (!sessionHolds(current, token.tokenVersion)) return {};
        token.name = current.name;
        token.email = current.email;
        return token;
      },
      async session({ session, token }) {
        if (!token.sub) return { ...session, user: undefined };
        session.user = { id: token.sub, name: token.name ?? null, email: token.email ?? null };
        return session;
      },
    },
  };
}
