/**
 * Script a Content-Security-Policy without 'unsafe-inline' would block in a built HTML page:
 * `<script>` elements without `src` (import maps included; JSON data blocks are never run, so
 * they pass), `on…=` event handler attributes and `javascript:` URLs. The build fails on any (scripts/security-headers-plugin.ts).
 */
export function inlineScriptsIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    found.push(match[0]);
  }
  for (const match of html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=[^>]*>/gi)) found.push(match[0]);
  for (const match of html.matchAll(/\b(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:[^>]*>/gi))
    found.push(match[0]);
  return found;
}
