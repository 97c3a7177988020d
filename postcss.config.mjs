import path from 'node:path';

const config = {
  plugins: {
    '@tailwindcss/postcss': {},
    // Renames Tailwind's classes to short names in production builds (lib/build/class-names.ts).
    [path.join(process.cwd(), 'lib', 'build', 'class-names-postcss.cjs')]: {},
  },
};

export default config;
