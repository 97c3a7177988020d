// An imported image file (`import sprite from './icons/ui.svg'`) outside Next.js: what Next's
// import gives, an address and a size, for the modules a test loads that draw an icon.
module.exports = { src: '/_next/static/media/image-file-stub.svg', width: 0, height: 0 };
