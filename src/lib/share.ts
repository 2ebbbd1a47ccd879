import { toast } from './toast';

/**
 * Staff's `Share` (docs/team-life.md "Share"): the device's share sheet (Web Share API) with a
 * short text and the link, so a coach can nudge the group chat they already have; where there
 * is none (most desktops), the text and link are copied and the toast says `Link copied`.
 */
export const shareTexts = { copied: 'Link copied', copyFailed: 'Could not copy the link' } as const;

export interface ShareContent {
  title: string;
  text: string;
  /** an app path (`/events/…`): shared as a full link */
  path: string;
}

export const shareUrl = (path: string): string => new URL(path, window.location.origin).href;

/** what the clipboard gets: the text, then the link on its own line */
export const copiedText = (content: ShareContent): string => `${content.text}\n${shareUrl(content.path)}`;

export async function shareOrCopy(content: ShareContent): Promise<void> {
  const data = { title: content.title, text: content.text, url: shareUrl(content.path) };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
    } catch {
      // dismissed (AbortError) or refused: the sheet says nothing more is needed
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(copiedText(content));
    toast.success(shareTexts.copied);
  } catch {
    toast.error(shareTexts.copyFailed);
  }
}
