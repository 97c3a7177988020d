import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native modules stay out of the bundle and are loaded by Node at run time.
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2', 'sharp'],
  poweredByHeader: false,
  images: {
    formats: ['image/webp'],
  },
};

export default nextConfig;
