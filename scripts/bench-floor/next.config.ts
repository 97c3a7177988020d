import type { NextConfig } from 'next';

// The floor is built on its own: its folder is the project root, never the repository around it.
const config: NextConfig = { turbopack: { root: process.cwd() } };

export default config;
