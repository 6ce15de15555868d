// React and React DOM pick their build from NODE_ENV when first loaded, and must agree. This
// module is imported first by server.ts, so the production build is used unless told otherwise
// (without it every page was rendered by React's development build, several times slower).
process.env.NODE_ENV ??= 'production';
