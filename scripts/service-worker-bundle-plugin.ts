import type { Plugin } from 'vite';

/**
 * For the service worker's own build (vite-plugin-pwa's `injectManifest.buildPlugins.vite`): one
 * file, asked for as Vite 8's bundler names it. vite-plugin-pwa 2.0.0 asks for it with
 * `output.inlineDynamicImports: true`, which Rolldown still obeys but reports on every build
 * as deprecated (" WARN  inlineDynamicImports option is deprecated…"), a line that reads as a
 * failure. This puts the same wish as `codeSplitting: false` instead, so the build log stays
 * clean and the worker is built exactly as before. Drop it once vite-plugin-pwa does this itself.
 * The worker's build reads no vite.config.ts, so it also turns off Rolldown's "[PLUGIN_TIMINGS]"
 * note here, as vite.config.ts does for the app's: on a busy machine it read as a warning.
 */
export function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'pitchside:service-worker-in-one-file',
    apply: 'build',
    config(config) {
      for (const options of [config.build?.rollupOptions, config.build?.rolldownOptions]) {
        const output = options?.output;
        if (!output || Array.isArray(output) || !('inlineDynamicImports' in output)) continue;
        const { inlineDynamicImports, ...rest } = output as typeof output & { inlineDynamicImports?: boolean };
        options.output = inlineDynamicImports ? { ...rest, codeSplitting: false } : rest;
      }
      return { build: { rolldownOptions: { checks: { bundlerTimings: false } } } };
    },
  };
}
