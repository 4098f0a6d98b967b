/**
 * An icon from lucide-static (ISC), drawn inline so it takes the text's colour. Decorative:
 * the control it sits in carries the name. `svg` is the icon file imported with `?raw`.
 */
export function Icon({ svg }: { svg: string }) {
  return <span className="icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup(svg) }} />;
}

// The file's licence comment and layout white space are not needed in the page.
const markup = (svg: string) =>
  svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim();
