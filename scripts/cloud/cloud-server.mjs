// The one HTTPS origin of `npm run start:cloud`: `vite preview` serves the build with its
// production headers and the single-page fallback, as `npm run preview` does
// (scripts/security-headers-plugin.ts), and forwards the emulators' paths to the emulators on
// loopback. A page served over HTTPS may call plain http on loopback only, so a phone reaches
// Auth and Firestore through the page's own origin, which the policy's connect-src 'self'
// already allows (src/backend/firebase/emulators-at-origin.ts).
import { preview } from 'vite';
import { CA_FILE } from './certificate.mjs';
import { mailboxMiddleware } from './mailbox.mjs';

/** Auth's paths as the SDK calls an emulator: the API's host first in the path. */
const AUTH_PATHS = ['/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/'];
/** Firestore's: the WebChannel streams (Listen, Write) and the REST calls (commit, batchGet, runQuery). */
const FIRESTORE_PATHS = ['/google.firestore.v1.Firestore/', '/v1/'];

export const AUTHORITY_PATH = `/__/${CA_FILE}`;

const isFirestorePath = (url) => FIRESTORE_PATHS.some((path) => url.startsWith(path));

/**
 * Firestore's paths where no Firestore emulator runs: an answer the SDK reads as "unavailable",
 * so the app keeps working from the device and shows its writes as waiting.
 */
function firestoreUnavailable(reason) {
  const body = JSON.stringify({ error: { code: 503, message: reason, status: 'UNAVAILABLE' } });
  return (request, response, next) => {
    if (!isFirestorePath(request.url ?? '')) return next();
    response.statusCode = 503;
    response.setHeader('content-type', 'application/json');
    response.end(body);
  };
}

/**
 * The emulators take the token `owner` as an administrator, past every rule (docs/toolchain.md
 * "Firebase emulators"); the SDK never sends it, and nobody on the network may: refused, in the
 * header and in the headers WebChannel carries in its URL.
 */
function refuseAdministratorToken(request, response, next) {
  let url = request.url ?? '';
  try {
    url = decodeURIComponent(url);
  } catch {}
  if (!/Bearer\s+owner\b/i.test(`${request.headers.authorization ?? ''} ${url}`)) return next();
  response.statusCode = 403;
  response.end();
}

/** The routes this server adds to the build's: the mailbox, the authority to install, no HSTS. */
function cloudRoutes({ authUrl, projectId, authority, firestoreMissing }) {
  return {
    name: 'pitchside-cloud-routes',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        // the production headers pin HTTPS for two years: a browser that trusts this certificate
        // would pin it for `localhost` too, every port, and `npm start` (plain http) would break
        response.removeHeader('Strict-Transport-Security');
        if (request.url !== AUTHORITY_PATH) return next();
        response.setHeader('content-type', 'application/x-x509-ca-cert');
        response.setHeader('content-disposition', `attachment; filename="${CA_FILE}"`);
        response.end(authority);
      });
      server.middlewares.use(refuseAdministratorToken);
      server.middlewares.use(mailboxMiddleware({ authUrl, projectId }));
      if (firestoreMissing) server.middlewares.use(firestoreUnavailable(firestoreMissing));
    },
  };
}

/**
 * Serves `outDir` on https://`host`:`port` with `tls` ({ key, cert, authority }), forwarding
 * Auth's paths to `authUrl` and Firestore's to `firestoreUrl` (or answering them as unavailable
 * with `firestoreMissing`, the reason). Resolves to Vite's preview server (`close()` ends it).
 */
export function serveCloudBuild({ outDir, host, port, tls, authUrl, firestoreUrl, firestoreMissing, projectId }) {
  // changeOrigin stays off: the emulators see the page's host, and stream their answers through
  const to = (target) => ({ target, changeOrigin: false });
  const proxy = Object.fromEntries([
    ...AUTH_PATHS.map((path) => [path, to(authUrl)]),
    ...(firestoreUrl ? FIRESTORE_PATHS.map((path) => [path, to(firestoreUrl)]) : []),
  ]);
  return preview({
    build: { outDir },
    logLevel: 'warn',
    preview: { host, port, strictPort: true, open: false, https: { key: tls.key, cert: tls.cert }, proxy },
    plugins: [cloudRoutes({ authUrl, projectId, authority: tls.authority, firestoreMissing })],
  });
}
