/**
 * Finding what a person sees, by role and accessible name, label or text, inside the page itself.
 * WebDriver has no such locators (WebKit's driver has only CSS and XPath), so the engines' specs
 * send `findInPage` to the page (Selenium's `executeScript`, Puppeteer's `evaluateHandle`) and act
 * on what it returns. A small subset of the accessible-name rules: aria-labelledby, aria-label,
 * `<label>`, a fieldset's legend, then the text shown. Self-contained: it runs in the browser.
 */

/** A name or a text: a string matches whole (spaces folded), a pattern anywhere. */
export type Matcher = string | { pattern: string; flags?: string };

export type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'checkbox'
  | 'radio'
  | 'radiogroup'
  | 'group'
  | 'region'
  | 'listitem'
  | 'status'
  | 'menuitem'
  | 'alertdialog'
  | 'switch'
  | 'main';

/** What to find: by role (and name), by a form field's label, or by the text shown; inside `within`. */
export interface Query {
  role?: Role;
  name?: Matcher;
  label?: Matcher;
  text?: Matcher;
  /** a heading's level */
  level?: number;
  within?: Query;
}

export const pattern = (regex: RegExp): Matcher => ({ pattern: regex.source, flags: regex.flags });

/** Describes a query for a failure's message: `button "Save" in region "Events"`. */
export function describeQuery(query: Query): string {
  const shown = (matcher: Matcher) => (typeof matcher === 'string' ? `"${matcher}"` : `/${matcher.pattern}/`);
  const what = query.label
    ? `field labelled ${shown(query.label)}`
    : query.text
      ? `text ${shown(query.text)}`
      : `${query.role}${query.level ? ` (level ${query.level})` : ''}${query.name ? ` ${shown(query.name)}` : ''}`;
  return query.within ? `${what} in ${describeQuery(query.within)}` : what;
}

/** The first element shown that answers the query, or null. Runs in the page: no imports, no closures. */
export function findInPage(query: Query): Element | null {
  const selectors: Record<string, string> = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    radiogroup: '[role=radiogroup]',
    group: 'fieldset, [role=group]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    listitem: 'li, [role=listitem]',
    status: '[role=status], output',
    menuitem: '[role=menuitem]',
    alertdialog: '[role=alertdialog]',
    switch: '[role=switch]',
    main: 'main, [role=main]',
  };
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (matcher: Matcher, value: string) =>
    typeof matcher === 'string'
      ? fold(value) === fold(matcher)
      : new RegExp(matcher.pattern, matcher.flags).test(value);
  const shown = (element: Element) => {
    if (element.closest('[aria-hidden=true], [hidden], [inert]')) return false;
    const html = element as HTMLElement;
    if (html.getClientRects().length === 0) return false;
    return getComputedStyle(html).visibility !== 'hidden';
  };
  const textOf = (element: Element) => fold((element as HTMLElement).innerText ?? element.textContent);
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id) ?? document.createElement('span')))
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return fold(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return fold(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return fold([...labels].map(textOf).join(' '));
    if (element instanceof HTMLFieldSetElement) return textOf(element.querySelector('legend') ?? element);
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button'))
      return fold(element.value);
    return textOf(element);
  };
  const root: ParentNode | null = query.within ? findInPage(query.within) : document;
  if (!root) return null;
  let candidates: Element[];
  if (query.label) {
    const label = query.label;
    candidates = [...root.querySelectorAll('input, select, textarea, [role=switch], [role=combobox]')].filter((field) =>
      matches(label, nameOf(field)),
    );
  } else if (query.text) {
    const text = query.text;
    const all = [...(root === document ? document.body : root).querySelectorAll('*')].filter(
      (element) => !/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(element.tagName) && matches(text, textOf(element)),
    );
    // the innermost: an element none of whose children also says it
    candidates = all.filter((element) => !all.some((other) => other !== element && element.contains(other)));
  } else {
    const name = query.name;
    candidates = [...root.querySelectorAll(selectors[query.role ?? 'button'] ?? '*')].filter(
      (element) =>
        (query.level === undefined || element.tagName === `H${query.level}`) &&
        (name === undefined || matches(name, nameOf(element))),
    );
  }
  // a checkbox or radio drawn over its input still answers: its label is what is shown
  return (
    candidates.find((element) => shown(element)) ??
    candidates.find((element) => {
      const labels = (element as HTMLInputElement).labels;
      return labels ? [...labels].some(shown) : false;
    }) ??
    null
  );
}
