import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModules } from './scripts/chunk-modules-plugin.ts';
import { chunkTimeout, chunkTimeoutSetting } from './scripts/chunk-timeout-plugin.ts';
import { inlineStylesheet } from './scripts/inline-stylesheet-plugin.ts';
import { missingAssetsCheck } from './scripts/missing-assets-check-plugin.ts';
import { DEFAULT_PREVIEW_PORT, previewPort } from './scripts/preview-port.ts';
import { rulesText } from './scripts/rules-text-plugin.ts';
import { securityHeadersPlugin } from './scripts/security-headers-plugin.ts';
import { serviceWorkerInOneFile } from './scripts/service-worker-bundle-plugin.ts';
import { startScreenChunk } from './scripts/start-screen-chunk-plugin.ts';
import { resolveBackendKind } from './src/lib/backend-kind.ts';
import { firebaseBuildProblem } from './src/lib/firebase-settings.ts';

export default defineConfig(({ mode, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteEnv(process.env) };
  const backend = resolveBackendKind(env);
  // A Firebase build without its project's settings would start against nothing; stop here
  // instead. Preview only serves what was built, so it is not judged again.
  const problem = isPreview ? undefined : firebaseBuildProblem(env);
  if (problem) throw new Error(problem);
  // docs/product.md §7: chunks load with a 120 s timeout; a build setting, so a test build can shorten it
  const chunkTimeoutMs = chunkTimeoutSetting(env.VITE_CHUNK_TIMEOUT_MS);
  const startScreen = startScreenChunk();
  return {
    define: { __BACKEND__: JSON.stringify(backend), __CHUNK_TIMEOUT_MS__: JSON.stringify(chunkTimeoutMs) },
    build: {
      outDir: process.env.PITCHSIDE_OUT_DIR ?? 'dist',
      sourcemap: false,
      // read by scripts/size.mjs to measure what each route downloads
      manifest: true,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: { codeSplitting: { groups: [startChunk, ...firebaseChunks, startScreen.group] } },
        // Rolldown's "[PLUGIN_TIMINGS]" note on a slow build (any build on a busy machine) reads as a
        // warning and asks for nothing: the build's time is not a budget here (scripts/size.mjs holds the output's)
        checks: { bundlerTimings: false },
      },
    },
    plugins: [
      // must come before react(): it writes src/routeTree.gen.ts and splits every route into its own chunk
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      chunkTimeout({
        srcDir: fileURLToPath(new URL('./src', import.meta.url)),
        helperPath: fileURLToPath(new URL('./src/app/chunk-timeout.ts', import.meta.url)),
      }),
      // the local backend evaluates firestore.rules: bundled without its comments
      rulesText(),
      startScreen.plugin,
      // no render-blocking stylesheet request on a cold visit
      inlineStylesheet(),
      // no emitted file may name one the build deleted or never wrote (a failed preload rejects its import)
      missingAssetsCheck(),
      // read by scripts/size.mjs: which modules each chunk holds
      chunkModules(fileURLToPath(new URL('.', import.meta.url))),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        // the icons are precached by the glob below already: listed twice they were fetched once
        // but counted twice in the worker's manifest
        includeManifestIcons: false,
        manifest: {
          name: 'Pitchside',
          short_name: 'Pitchside',
          description: 'Run your sports club and teams: squads, children, join codes. Works offline.',
          theme_color: '#0f5132',
          background_color: '#0b1f17',
          display: 'standalone',
          // the installed app opens the app, not the marketing page: the guard sends a signed-out
          // visitor on to /login, and the service worker serves the shell for it offline
          start_url: '/dashboard',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          // the plugin adds manifest.webmanifest itself
          globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          // the worker's own build: one file, without a deprecated option's warning in the log
          buildPlugins: { vite: [serviceWorkerInOneFile()] },
        },
        devOptions: { enabled: false },
      }),
      // the security headers (src/lib/security-headers.ts) on `vite preview`; no inline script in the build
      securityHeadersPlugin(env),
    ],
    // `PORT=5000 npm start` serves there (README "Run it"); strict: a taken port is said, not swapped
    preview: { port: isPreview ? previewPort(process.env.PORT) : DEFAULT_PREVIEW_PORT, strictPort: true },
  };
});

/**
 * Everything the entry imports statically (React, TanStack Router, the shell, the session), which
 * every page runs, in one chunk: one download that gzip packs better than the dozen small shared
 * chunks the splitter would otherwise cut from it.
 */
const startChunk = { name: 'start', tags: ['$initial' as const] };

/**
 * Firebase in three chunks the backend loads together: what Auth and Firestore share (app,
 * util, component, logger), then each of them, so scripts/size.mjs holds each to its budget.
 * The shared group comes first, or each SDK's chunk would take the shared code along.
 */
const firebaseChunks = [
  {
    name: 'firebase-app',
    priority: 3,
    test: /node_modules[\\/](?:.*[\\/])?(?:@firebase[\\/](?:app|util|component|logger)|idb)[\\/]/,
  },
  { name: 'firebase-auth', priority: 2, test: /node_modules[\\/](?:.*[\\/])?@firebase[\\/]auth[\\/]/ },
  {
    name: 'firestore',
    priority: 1,
    test: /node_modules[\\/](?:.*[\\/])?@firebase[\\/](?:firestore|webchannel-wrapper)[\\/]/,
  },
];

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
    ),
  );
}
