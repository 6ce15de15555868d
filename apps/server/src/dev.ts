// `npm run dev`: the whole product as `npm start` runs it — embedded PostgreSQL, the demo seeded,
// the API — with the web app served by Vite's dev middleware instead of a build: source modules,
// hot module replacement and React's development build (ADR 607). Run with
// `--conditions=development` (the npm script does): the server's React Router and the one Vite
// loads for the pages must be the same module, or the pages' request context is not recognised.
import './dev-env.ts';
import http from 'node:http';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import { exitOnStartFailure, runServer } from './server.ts';

const webRoot = path.resolve(import.meta.dirname, '../../web');
const httpServer = http.createServer();
const vite = await createViteServer({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  // Vite answers its own requests (modules, HMR, public files) and hands every other one to the
  // app; its HMR websocket shares the app's port.
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
});

const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable SSR environment');
const { runner } = ssr;

await runServer({
  web: {
    // Re-imported per request: an edit is on the next page load without a restart.
    load: () => runner.import('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
  },
  serverFactory: (handler) => {
    httpServer.on('request', (req, res) => vite.middlewares(req, res, () => handler(req, res)));
    return httpServer;
  },
  onClose: () => vite.close(),
}).catch(exitOnStartFailure);
