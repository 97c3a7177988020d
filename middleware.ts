import { withAuth } from 'next-auth/middleware';

/**
 * The admin is for signed-in staff only; anyone else is sent to /login. The API checks the
 * user again on every request (a disabled account loses access at once), so this guard is
 * a convenience for the browser, not the only control.
 */
export default withAuth({
  pages: { signIn: '/login' },
  secret: process.env.NEXTAUTH_SECRET,
});

export const config = {
  matcher: ['/admin', '/admin/:path*'],
};
