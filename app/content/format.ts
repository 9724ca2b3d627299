import { fromJS } from "immutable";
import YAML from "yaml-decap";

/**
 * A content file's data written exactly as Decap CMS writes it, so a save in /admin changes only
 * the lines an editor changed:
 * - Decap holds an entry as Immutable.js maps, and a map of more than eight keys iterates in hash
 *   order, not in the file's: the data goes through the same round trip (`fromJS(...).toJS()`);
 * - a file's top-level keys follow its configured fields (`fieldOrder`; decap-cms-core's
 *   `entryToRaw`), unknown ones keep their place;
 * - then its YAML format: the `yaml` package at 1.10.3 with default options
 *   (decap-cms-core/src/formats/yaml.ts).
 * `npm run content:format` rewrites the files; app/content/format.test.ts checks every one.
 */
export function decapYaml(data: unknown, fieldOrder: readonly string[] = []): string {
  const held = fromJS(data) as { toJS(): unknown };
  const node = YAML.createNode(held.toJS()) as ReturnType<typeof YAML.createNode> & { items?: { key?: unknown }[] };
  if (node.items && fieldOrder.length > 0) {
    const place = (item: { key?: unknown }) => fieldOrder.indexOf(String(item.key));
    node.items.sort((a, b) => (place(a) === -1 || place(b) === -1 ? 0 : place(a) - place(b)));
  }
  const doc = new YAML.Document();
  doc.contents = node as typeof doc.contents;
  return doc.toString();
}
