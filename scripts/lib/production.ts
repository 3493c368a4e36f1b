// Imported first by `npm run build`, before anything that loads React: React picks its development
// or production build when it is first loaded, and the Vite plugins load it before Vite itself
// sets NODE_ENV. Without this the export renders every page with React's development build,
// which checks every element it creates. The same default as `remix vite:build`.
process.env.NODE_ENV ??= "production";
