/**
 * A field people never see or fill; the server quietly ignores a form that has it filled (bots fill
 * everything). `inert` keeps it out of the tab order and the accessibility tree: `aria-hidden` on
 * its label is invalid HTML, as the label names a field that can still be focused.
 */
export function HoneypotField() {
  return (
    <div className="honeypot" inert>
      <label>
        Website
        <input name="website" autoComplete="off" />
      </label>
    </div>
  );
}
