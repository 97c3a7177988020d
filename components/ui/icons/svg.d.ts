// The types of an imported image file (`import sprite from './ui.svg'`), as Next.js declares them;
// next-env.d.ts, which references them too, is written only by a build.
/// <reference types="next/image-types/global" />
