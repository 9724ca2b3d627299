// The mail service's stand-in (scripts/lib/mail-stand-in.ts) for the lead functions' tests, run by
// playwright.config.ts with PORT. Its outbox viewer is at `/`, its test controls under `/__`.
import { createServer } from "node:http";
import { createMailStandIn } from "../../scripts/lib/mail-stand-in.ts";
import { mailApiKey } from "./leads.ts";

const standIn = createMailStandIn({ apiKey: mailApiKey });
createServer((request, response) => void standIn.handle(request, response)).listen(Number(process.env.PORT), "127.0.0.1");
