import { withAuth } from 'next-auth/middleware';

/** The admin is for signed-in staff only; anyone else is sent to /login. */
export default withAuth({
  pages: { signIn: '/login' },
});

export const config = {
  matcher: ['/admin', '/admin/:path*'],
};
