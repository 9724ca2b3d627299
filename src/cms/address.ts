// /admin opens the entry its address names, also when the address is edited by hand (issue 53).
// Decap keeps its editor mounted from one entry's address to another's and loads nothing, so the
// second entry's form showed the first entry's data (where the fields share names) and blanks
// elsewhere: a save would have written them into the second entry. Decap has no call to load an
// entry, so the page loads again at the new address.

/** `#/collections/pages/entries/home?ref=workflow` -> `pages/home`; undefined when no entry is open there. */
export function entryIn(hash: string): string | undefined {
  const path = hash.replace(/^#/, "").split("?")[0] ?? "";
  const match = /^\/collections\/([^/]+)\/entries\/(.+?)\/?$/.exec(path);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/**
 * From one entry's editor to another entry's address (typed, pasted, back or forward): load the page
 * again there. With unsaved changes, ask first (Decap's own words); staying puts the address back.
 * Registered before Decap starts and in the capture phase, so it runs before Decap's router, which
 * never sees the change. Decap's own moves (a new entry saved, to its address) start from no entry.
 */
export function followAddressEdits({ unsaved, leave }: { unsaved: () => boolean; leave: string }) {
  let reloading = false;
  addEventListener(
    "hashchange",
    (event) => {
      const from = entryIn(new URL(event.oldURL).hash);
      const to = entryIn(location.hash);
      if (!from || !to || from === to) return;
      event.stopImmediatePropagation();
      if (unsaved() && !confirm(leave)) {
        history.replaceState(history.state, "", event.oldURL);
        return;
      }
      reloading = true;
      location.reload();
    },
    { capture: true },
  );
  // The editor already agreed to leave: Decap's own "leave this page?" would ask a second time.
  addEventListener(
    "beforeunload",
    (event) => {
      if (reloading) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
