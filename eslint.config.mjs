import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // CommonJS configuration files (.dependency-cruiser.cjs) load with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['next/dist/*'], message: 'next/dist is private to Next.js and moves in any release: use a documented API.' }] },
      ],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
