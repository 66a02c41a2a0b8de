/**
 * Shown in the main area only while a screen's code has not arrived (a route opened before its
 * preload finished). It holds a full viewport so the footer stays below the fold and does not jump
 * when the screen replaces it; the status text tells a screen reader what is happening.
 */
export function ScreenLoading() {
  return (
    <div className="screen-loading" role="status">
      <span className="visually-hidden">Loading the page</span>
    </div>
  );
}
