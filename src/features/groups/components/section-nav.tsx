import type { MouseEvent, ReactNode } from 'react';

export interface PageSection {
  /** the id of the section's element (`events`), its link's `#events` */
  id: string;
  /** the link's text (`Events`) */
  label: string;
}

/**
 * A long page's table of contents (the UX contract's `team page`): one link per section, which
 * brings the section to the top (smoothly, unless the device asks for less motion) and moves
 * the focus there, without a navigation: the address stays the page's own.
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly PageSection[] }) {
  return (
    <nav className="section-nav" aria-label={label}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** A section a SectionNav leads to: focusable by the link alone, kept clear of the sticky bars. */
export function PageSectionPart({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} tabIndex={-1} className={['page-section', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
