import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { inlineScriptsIn } from '../src/lib/inline-scripts.ts';
import {
  contentSecurityPolicy,
  HOSTED_BUILD,
  type HeaderSettings,
  headerSettingsFrom,
  securityHeaders,
} from '../src/lib/security-headers.ts';
import { CSP_REPORT_PATH, createCspReportLog } from './csp-reports.ts';

/**
 * Beside each build: the settings its security headers follow. A dot file, so Firebase Hosting
 * never uploads it (firebase.json ignores `**∕.*`) and the service worker never precaches it.
 */
export const HEADER_SETTINGS_FILE = '.header-settings.json';

/** The header settings a build was made with (written by {@link securityHeadersPlugin}); undefined for an older build. */
export function headerSettingsOfBuild(dir: string): HeaderSettings | undefined {
  const file = resolve(dir, HEADER_SETTINGS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HeaderSettings) : undefined;
}

/**
 * The build: fails on inline script in index.html (the policy would block it), records the
 * build's header settings, and warns when firebase.json's policy would block what it loads.
 * `vite preview`: sends the security headers of the build it serves, plus a `report-uri` whose
 * reports it logs and keeps for e2e/support/csp-teardown.ts.
 */
export function securityHeadersPlugin(env: Record<string, string | undefined>): Plugin {
  let config: ResolvedConfig;
  const settings = headerSettingsFrom(env);
  return {
    name: 'pitchside-security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (config.command !== 'build') return;
        const outDir = resolve(config.root, config.build.outDir);
        const inline = inlineScriptsIn(readFileSync(resolve(outDir, 'index.html'), 'utf8'));
        if (inline.length > 0) {
          throw new Error(
            `index.html has inline script, which the Content-Security-Policy blocks: ${inline.join(', ')}`,
          );
        }
        writeFileSync(resolve(outDir, HEADER_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
        const blocked = settings.emulators
          ? []
          : sourcesMissing(contentSecurityPolicy(settings), contentSecurityPolicy(HOSTED_BUILD));
        if (settings.backend === 'firebase' && blocked.length > 0) {
          config.logger.warn(
            `firebase.json's Content-Security-Policy would block what this build loads (${blocked.join(', ')}): ` +
              'change HOSTED_BUILD in src/lib/security-headers.ts and firebase.json before deploying it.',
          );
        }
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const built = headerSettingsOfBuild(outDir);
      if (!built)
        server.config.logger.warn(`${outDir} has no ${HEADER_SETTINGS_FILE}: security headers follow the environment`);
      const headers = securityHeaders(built ?? settings, CSP_REPORT_PATH);
      const reports = createCspReportLog();
      server.middlewares.use((request, response, next) => {
        if (reports.handle(request, response)) return;
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}

/** `directive source` pairs the first policy has and the second lacks. */
function sourcesMissing(needed: string, allowed: string): string[] {
  const parse = (policy: string) => policy.split(';').map((directive) => directive.trim().split(/\s+/));
  const allowedSources = new Map(parse(allowed).map(([name = '', ...sources]) => [name, new Set(sources)]));
  return parse(needed).flatMap(([name = '', ...sources]) =>
    sources
      .filter((source) => !allowedSources.get(name)?.has(source) && source !== "'none'")
      .map((source) => `${name} ${source}`),
  );
}
