import type { Plugin } from 'vite';

/**
 * The dashboard is where a returning user lands (the installed app's start URL), so the code it
 * needs beyond the entry goes into one chunk, `start-screen`, instead of the forty small chunks
 * the splitter cuts from it: at a phone's CPU each chunk costs a task of its own before anything
 * runs (docs/PERFORMANCE.md, "The start-up chain"). Only modules no public page can load are
 * taken, so the landing page and the sign-in forms download none of it.
 *
 * The plugin learns the module graph when the build's modules are loaded; the group's `test`
 * reads what it learnt when the chunks are made, which comes after.
 */

/** Where the dashboard's code starts: the signed-in layout, the dashboard, and what their loaders and the app load for a session. */
const START_SCREEN_ROOTS = [
  /src\/routes\/_authed\.tsx\?tsr-split=component/,
  /src\/routes\/_authed\/dashboard\.index\.tsx\?tsr-split=component/,
  /src\/session\/query-client\.ts$/,
  /src\/shared\/warm-screens\.ts$/,
  /src\/app\/session-follow-up\.tsx$/,
];

/** What a visitor who is not signed in can load: the entry, and the public routes with everything they load in turn. */
const PUBLIC_ROOTS = [
  /src\/main\.tsx$/,
  /src\/routes\/(?:__root|index|login|register|reset-password|mailbox)\.tsx/,
  /src\/session\/backend-loader\.ts$/,
];

/** Code no start needs at once (the backends, a calendar library, a lazy part): left to its own chunks. */
const NEVER = /node_modules\/(?:firebase|@firebase|dexie|idb)\/|src\/backend\//;

export function startScreenChunk(): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
} {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'pitchside-start-screen-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const walk = (roots: RegExp[], follow: 'static' | 'all', stopAt: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const queue = ids.filter((id) => roots.some((root) => root.test(id)));
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (seen.has(id) || stopAt.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          queue.push(...info.importedIds);
          if (follow === 'all') queue.push(...info.dynamicallyImportedIds);
        }
        return seen;
      };
      // everything a public page can load, following lazy imports, but not into the signed-in routes
      const signedIn = new Set(
        ids.filter((id) => /src\/routes\/_authed/.test(id) || START_SCREEN_ROOTS.some((root) => root.test(id))),
      );
      const publicModules = walk(PUBLIC_ROOTS, 'all', signedIn);
      for (const id of walk(START_SCREEN_ROOTS, 'static')) {
        if (!publicModules.has(id) && !NEVER.test(id)) members.add(id);
      }
    },
  };
  // priority 0, after the entry's chunk: what the entry holds stays there
  return {
    plugin,
    group: { name: 'start-screen', test: (id) => members.has(id), includeDependenciesRecursively: false },
  };
}
