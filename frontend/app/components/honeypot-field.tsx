/** A field people never see or fill; the server quietly ignores a form that has it filled (bots fill everything). */
export function HoneypotField() {
  return (
    <label className="honeypot" aria-hidden="true">
      Website
      <input name="website" tabIndex={-1} autoComplete="off" />
    </label>
  );
}
