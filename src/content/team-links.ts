import type { team as people } from "../config/site";
import type { MemberLinks } from "./schemas/team";

/**
 * Each member's profiles elsewhere (SPEC §3: optional). Language-neutral, so the Swedish list uses
 * them too. The people are fictional (BRAND.md): the handles are placeholders to replace on rebrand.
 */
export const memberLinks = {
  "sara-lindgren": { linkedin: "https://www.linkedin.com/in/orkestra-sara-lindgren", twitter: "https://x.com/orkestra_sara" },
  "daniel-okafor": { linkedin: "https://www.linkedin.com/in/orkestra-daniel-okafor" },
  "mei-tanaka": { linkedin: "https://www.linkedin.com/in/orkestra-mei-tanaka", twitter: "https://x.com/orkestra_mei" },
  "jonas-weber": { linkedin: "https://www.linkedin.com/in/orkestra-jonas-weber", instagram: "https://www.instagram.com/orkestra_jonas" },
  "elin-nystrom": { linkedin: "https://www.linkedin.com/in/orkestra-elin-nystrom", facebook: "https://www.facebook.com/orkestra.elin" },
} as const satisfies Record<(typeof people)[number]["id"], MemberLinks>;
