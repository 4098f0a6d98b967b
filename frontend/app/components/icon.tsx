/**
 * An icon from lucide-static (ISC), drawn inline so it takes the text's colour. Decorative:
 * the control it sits in carries the name. `svg` is the icon file imported with `?raw`.
 */
export function Icon({ svg }: { svg: string }) {
  return <span className="icon" aria-hidden="true" dangerouslySetInnerHTML={markupOf(svg)} />;
}

// The site ships a fixed set of icons: each is trimmed once, not on every render of every page
// (a page draws a dozen; trimming them was 1 % of a render's CPU, issue 21).
const trimmed = new Map<string, { __html: string }>();
function markupOf(svg: string) {
  let markup = trimmed.get(svg);
  if (!markup) {
    markup = { __html: trim(svg) };
    trimmed.set(svg, markup);
  }
  return markup;
}

// The file's licence comment and layout white space are not needed in the page.
const trim = (svg: string) =>
  svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim();
