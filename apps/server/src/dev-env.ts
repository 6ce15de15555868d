// `npm run dev` runs React's development build (warnings, readable errors); imported first, before
// anything loads React.
process.env.NODE_ENV = 'development';
