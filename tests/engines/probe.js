// Served into every page of the Firefox and WebKit walks by tests/engines/site-proxy.ts, first in
// <head>, so it sees what WebDriver classic cannot: uncaught errors, rejected promises, console
// errors and CSP violations. Kept in sessionStorage so a full page load does not lose them.
(() => {
  const key = "__engineProbe";
  const record = (kind, text) => {
    const seen = JSON.parse(sessionStorage.getItem(key) || "[]");
    seen.push(`${kind}: ${text} (${location.pathname})`);
    sessionStorage.setItem(key, JSON.stringify(seen));
  };
  addEventListener("error", (event) => {
    // A failed load of an element (img, script) bubbles no error event to window; this is script.
    record("uncaught error", event.message || String(event.error));
  });
  // Firefox and WebKit give a stack without the message: keep both.
  addEventListener("unhandledrejection", ({ reason }) => record("unhandled rejection", `${String(reason)} ${reason?.stack ?? ""}`.trim()));
  document.addEventListener("securitypolicyviolation", (event) => record("CSP violation", `${event.violatedDirective} ${event.blockedURI}`));
  const error = console.error.bind(console);
  console.error = (...args) => {
    record("console error", args.map(String).join(" "));
    error(...args);
  };
  /** Read and clear what was seen (the harness calls this). */
  window.__engineProbe = () => {
    const seen = JSON.parse(sessionStorage.getItem(key) || "[]");
    sessionStorage.removeItem(key);
    return seen;
  };
})();
